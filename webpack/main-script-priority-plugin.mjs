import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Issue 35: the host's start-up script is fetched at high priority. A deferred script is fetched at low
 * priority, level with the route's preloaded files, and on a slow link the browser shares the bandwidth
 * between them, so the largest file, the one that runs first, arrived last. The index.html of a static host
 * (no server to write preloads) carries it too.
 */
export class MainScriptPriorityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('MainScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('MainScriptPriorityPlugin', (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags])
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}
