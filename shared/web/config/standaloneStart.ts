// A remote's standalone development entry (npm run dev): the environment's configuration first (the dev
// server passes /config.json on to the contract server), then the async boundary, which lets shared modules
// negotiate. The configuration's check comes with it, in a chunk of its own: a remote's entry file, which
// the host never loads, carries none of it.

/** Starts a remote's page on its own: `bootstrap` once the configuration is usable, else the problems logged. */
export function startStandalone(bootstrap: () => Promise<unknown>): void {
  void import('./loadConfig')
    .then(({ browserConfigSource, loadRuntimeConfig }) => loadRuntimeConfig(browserConfigSource('/')))
    .then((load) => {
      if (load.kind === 'ready') return bootstrap();
      for (const problem of load.problems) console.error(`configuration: ${problem}`);
      return undefined;
    });
}
