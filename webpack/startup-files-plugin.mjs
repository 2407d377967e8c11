// Writes startup-files.json: the JS files an app loads before any on-demand page (chunk groups named
// page-*, and everything only they need). The size report reads it; the e2e suite checks it against what
// Chromium downloads.
//
// It also inlines the CSS of those start-up chunks into index.html as <style data-href="…">: the chunk
// loader of mini-css-extract-plugin finds them there and fetches nothing, so no stylesheet request stands
// between the HTML and the first paint. The contract server gives each inline element the page's CSP nonce.
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** Where the inlined styles go: just before the server's head marker (after the shell's own CSS). */
const HEAD_MARK = '<!--topup:head-->';

function startupGroups(compilation) {
  // a consumed singleton's own fallback chunk never loads in the app that provides it
  const isFallback = (group) =>
    group.origins.length > 0 &&
    group.origins.every((o) => /ConsumeShared/.test(o.module?.constructor?.name ?? ''));
  const isPageGroup = (group, seen = new Set()) => {
    if (seen.has(group)) return false;
    seen.add(group);
    if ((group.name || '').startsWith('page-') || isFallback(group)) return true;
    const parents = group.getParents();
    return parents.length > 0 && parents.every((p) => isPageGroup(p, seen));
  };
  return compilation.chunkGroups.filter((g) => !isPageGroup(g));
}

function startupFiles(compilation, ext) {
  const files = new Set();
  for (const group of startupGroups(compilation))
    for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith(ext)) files.add(f);
  return [...files].sort();
}

export class StartupFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            'startup-files.json',
            new sources.RawSource(JSON.stringify(startupFiles(compilation, '.js'), null, 1)),
          );
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('StartupFilesPlugin', (data) => {
        const styles = startupFiles(compilation, '.css').map((file) => {
          const css = compilation.getAsset(file).source.source().toString();
          return `<style data-href="${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        if (styles.length > 0 && !data.html.includes(HEAD_MARK)) {
          throw new Error(`index.html has no ${HEAD_MARK} to inline the start-up CSS before`);
        }
        data.html = data.html.replace(HEAD_MARK, () => `${styles.join('\n    ')}\n    ${HEAD_MARK}`);
        return data;
      });
    });
  }
}
