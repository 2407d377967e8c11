// Writes startup-files.json: the JS files an app loads before any on-demand page (chunk groups named
// page-*, and everything only they need). The size report reads it; the e2e suite checks it against what
// Chromium downloads.
export class StartupFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
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
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            if (isPageGroup(group)) continue;
            for (const chunk of group.chunks)
              for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
          }
          compilation.emitAsset(
            'startup-files.json',
            new sources.RawSource(JSON.stringify([...files].sort(), null, 1)),
          );
        },
      );
    });
  }
}
