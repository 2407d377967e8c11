import { startupFiles } from './startup-files-plugin.mjs';

/**
 * V8's compile hint for a whole file (Chrome 136 on; other engines read a comment): compile every function
 * of it as the file arrives, on a background thread, instead of each one on the main thread the first time
 * it is called. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The host's files that run at start (startup-files-plugin.mjs): React's renderer, the federation runtime, the platform. */
export const hostStartFiles = (compilation) => startupFiles(compilation, '.js');

/**
 * A remote's files that run when one of its pages is first shown: its container entry (remoteEntry.js) and the
 * files each exposed page loads with it (the `sync` files of mf-manifest.json), not what a page loads later.
 */
export function remotePageFiles(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    const name = group.name ?? '';
    const container = group.isInitial() && name !== 'main';
    if (!container && !name.startsWith('__federation_expose_')) continue;
    for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
  }
  return [...files].sort();
}

/**
 * The files a page runs as it starts run nearly every function in them before the page is usable.
 * Compiled lazily, each function was compiled on the main thread when first called: the largest part of the
 * start's long tasks. The hint goes at the top of each such file (`files(compilation)`) once it is minified (the
 * minifier drops comments), and before its source map is written, so the map stays true.
 */
export class CompileHintsPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of this.files(compilation))
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}
