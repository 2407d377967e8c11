import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';

// The environment's configuration, one document read by the host before anything of the platform
// runs (host/src/config/loadConfig.ts: inlined into index.html, or config.json beside it) and read here by
// every service and remote. A build carries none of it, so the same release serves every environment.

declare global {
  /** The document the host placed on the page before the platform started. */
  var __TOPUP_CONFIG__: unknown;
}

/** The page's configuration. The host starts the platform only once it has one (loadConfig.ts). */
export function runtimeConfig(): RuntimeConfig {
  const config = globalThis.__TOPUP_CONFIG__ as RuntimeConfig | undefined;
  if (!config) throw new Error('runtime configuration read before the host loaded it');
  return config;
}
