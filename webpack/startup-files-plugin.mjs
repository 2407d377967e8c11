// Writes startup-files.json: the JS files an app loads before any on-demand page (chunk groups named
// page-*, and everything only they need), before anything it loads after the page's load event (chunk
// groups named after-load-*: the analytics, which never hold back a first render) and anything it loads
// only when something asks for it (on-demand-*: the report of a file refused for its hash). The size report reads it; the e2e suite checks it against what
// Chromium downloads. Writes federation-runtime.json: the copies of the federation runtime in those files.
//
// It also inlines the CSS of those start-up chunks into index.html as <style data-href="…">: the chunk
// loader of mini-css-extract-plugin finds them there and fetches nothing, so no stylesheet request stands
// between the HTML and the first paint. The contract server gives each inline element the page's CSP nonce.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** Where the inlined styles go: just before the server's head marker (after the shell's own CSS). */
const HEAD_MARK = '<!--topup:head-->';

function startupGroups(compilation) {
  // a consumed singleton's own fallback chunk never loads in the app that provides it
  const isFallback = (group) =>
    group.origins.length > 0 &&
    group.origins.every((o) => /ConsumeShared/.test(o.module?.constructor?.name ?? ''));
  // a group is a page's when every way to it from the entry passes through a page group; a way that comes
  // back to a group already on it (two on-demand chunks importing each other) is no way from the entry
  const isPageGroup = (group, path = new Set()) => {
    if (path.has(group)) return true;
    if (/^(page|after-load|on-demand)-/.test(group.name || '') || isFallback(group)) return true;
    const parents = group.getParents();
    const onPath = new Set(path).add(group);
    return parents.length > 0 && parents.every((p) => isPageGroup(p, onPath));
  };
  return compilation.chunkGroups.filter((g) => !isPageGroup(g));
}

/** The files (ending in `ext`) an app loads before any page: nothing on-demand, nothing after the load event. */
export function startupFiles(compilation, ext) {
  const files = new Set();
  for (const group of startupGroups(compilation))
    for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith(ext)) files.add(f);
  return [...files].sort();
}

/** Packages of the federation runtime whose copies in the start-up JS are counted. */
export const RUNTIME_PACKAGES = ['@module-federation/runtime-core', '@module-federation/sdk'];

function* resourcesOf(module) {
  if (module.modules)
    for (const inner of module.modules) yield* resourcesOf(inner); // concatenated
  else if (module.resource) yield module.resource;
}

/**
 * The copies of each federation runtime package in the start-up chunks: one entry per package folder and
 * module format (a CommonJS and an ES-module build of the same package are two copies).
 */
function runtimeCopies(compilation, context) {
  const copies = Object.fromEntries(RUNTIME_PACKAGES.map((p) => [p, new Map()]));
  for (const group of startupGroups(compilation)) {
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        for (const resource of resourcesOf(module)) {
          for (const pkg of RUNTIME_PACKAGES) {
            const at = resource.lastIndexOf(`/node_modules/${pkg}/`);
            if (at < 0) continue;
            const root = path.relative(context, resource.slice(0, at + `/node_modules/${pkg}`.length));
            const format = resource.endsWith('.cjs') ? 'commonjs' : 'esm';
            const key = `${root} (${format})`;
            copies[pkg].set(key, (copies[pkg].get(key) ?? 0) + 1);
          }
        }
      }
    }
  }
  return Object.fromEntries(
    Object.entries(copies).map(([pkg, m]) => [pkg, [...m].map(([copy, modules]) => ({ copy, modules }))]),
  );
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
          // the JS each on-demand page needs beyond the start-up files, by chunk group name (page-*): what
          // the size report counts for a route of the monolith reference, and what the server preloads there
          const startup = new Set(startupFiles(compilation, '.js'));
          const filesByGroup = (prefix) => {
            const groups = {};
            for (const group of compilation.chunkGroups) {
              if (!(group.name || '').startsWith(prefix)) continue;
              groups[group.name] = [
                ...new Set(
                  group.chunks.flatMap((c) =>
                    [...c.files].filter((f) => f.endsWith('.js') && !startup.has(f)),
                  ),
                ),
              ].sort();
            }
            return new sources.RawSource(JSON.stringify(groups, null, 1));
          };
          compilation.emitAsset('page-files.json', filesByGroup('page-'));
          // the same of each chunk loaded after the load event (after-load-*): a route that needs one at
          // start (the package info's client on /pay) has the server preload it
          compilation.emitAsset('after-load-files.json', filesByGroup('after-load-'));
          // How many copies of the federation runtime the host starts with
          compilation.emitAsset(
            'federation-runtime.json',
            new sources.RawSource(JSON.stringify(runtimeCopies(compilation, compiler.context), null, 1)),
          );
        },
      );
      // the start-up CSS is inlined below: a <link> to the same file would be a render-blocking request
      // for styles the page already has (the host's main chunk has CSS, so html-webpack-plugin links it)
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupFilesPlugin', (data) => {
        const inlined = new Set(startupFiles(compilation, '.css'));
        const isInlined = (tag) =>
          tag.tagName === 'link' &&
          tag.attributes.rel === 'stylesheet' &&
          inlined.has(path.posix.basename(String(tag.attributes.href ?? '')));
        data.headTags = data.headTags.filter((tag) => !isInlined(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isInlined(tag));
        return data;
      });
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
