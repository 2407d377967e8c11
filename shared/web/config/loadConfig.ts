import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { pageConfigProblems } from './pageCheck';

// The environment's configuration, before the platform starts (it reads it as it starts:
// host/platform/src/runtimeConfig.ts), by the host's entry and a remote's standalone development entry.
// The server inlines it into index.html per request, so nothing waits;
// a static host has no server to do so, and the page reads config.json beside its remote map (no-cache, as
// the map: a new configuration is picked up by the next load, never half-way through a page).

export type ConfigLoad =
  { kind: 'ready'; config: RuntimeConfig } | { kind: 'unavailable'; problems: string[] };

export interface ConfigSource {
  /** What the server inlined, if anything. */
  inline(): unknown;
  /** config.json beside the page, parsed; rejects when it cannot be read. */
  fetchFile(): Promise<unknown>;
  /** Where the platform reads it from. */
  install(config: RuntimeConfig): void;
}

export async function loadRuntimeConfig(source: ConfigSource): Promise<ConfigLoad> {
  let value = source.inline();
  if (value === undefined) {
    try {
      value = await source.fetchFile();
    } catch (err) {
      return { kind: 'unavailable', problems: [`config.json: ${(err as Error).message || 'unreadable'}`] };
    }
  }
  const problems = pageConfigProblems(value);
  if (problems.length > 0) return { kind: 'unavailable', problems };
  const config = value as RuntimeConfig;
  source.install(config);
  return { kind: 'ready', config };
}

/** The browser's source: the inline document, else config.json from where the host's files are served. */
export function browserConfigSource(publicPath: string): ConfigSource {
  return {
    inline: () => globalThis.__TOPUP_CONFIG__,
    fetchFile: async () => {
      const res = await fetch(`${publicPath}config.json`, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as unknown;
    },
    install: (config) => {
      globalThis.__TOPUP_CONFIG__ = config;
    },
  };
}
