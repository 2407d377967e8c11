import { browserConfigSource, loadRuntimeConfig } from '@topup/shared/web/config/loadConfig';

// Standalone development entry (npm run dev): the environment's configuration first (the dev server passes
// /config.json on to the contract server), then the async boundary, which lets shared modules negotiate.
void loadRuntimeConfig(browserConfigSource('/')).then((load) => {
  if (load.kind === 'ready') return import('./bootstrap');
  for (const problem of load.problems) console.error(`configuration: ${problem}`);
  return undefined;
});
