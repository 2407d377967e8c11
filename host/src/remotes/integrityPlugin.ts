import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import integrity from '@topup/shared/domain/integrity.json';

// DESIGN §13 (PCI DSS 6.4.3): the federation runtime runs only what the release names. The remote map gives
// each release's manifest its hash; the manifest is fetched with it (a manifest of other bytes is refused by
// the browser), and names the hash of every file of its release, which this plugin gives the page's registry
// (webpack/integrity-plugin.mjs): the remote entry's <script> gets its hash here, and the remote's chunk
// loaders give theirs from the registry. Fail closed: a release with no hash in the map is not fetched, and a
// file the registry does not know is loaded with a hash that never matches.

type Registry = Record<string, string>;
const registry = (): Registry => ((window as unknown as Record<string, Registry>)[integrity.registry] ??= {});
const absolute = (url: string) => new URL(url, document.baseURI).href;

/** `hashOf(manifestUrl)`: the hash the remote map gives a release's manifest, undefined when none. */
export function integrityPlugin(
  hashOf: (manifestUrl: string) => string | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-integrity',
    async fetch(url, init) {
      const hash = hashOf(absolute(url));
      if (!hash) throw new Error(`no hash: ${url}`);
      const response = await fetch(url, { ...init, integrity: hash }).catch(async (error: unknown) => {
        // refused for its bytes, or not there at all: reportRefused tells which, and reports the first
        const { reportRefused } = await import(
          /* webpackChunkName: "on-demand-integrity-report" */ '../integrity/reportRefused'
        );
        await reportRefused(absolute(url), hash);
        throw error;
      });
      const manifest = (await response.clone().json()) as { integrity?: Registry };
      const known = registry();
      for (const [file, fileHash] of Object.entries(manifest.integrity ?? {})) {
        // a chunk by its name, which carries its content hash; the remote entry by its whole URL
        known[file] = fileHash;
        known[new URL(file, absolute(url)).href] = fileHash;
      }
      return response;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.integrity = registry()[absolute(url)] ?? integrity.neverMatches;
      return script;
    },
    // the exposed page's stylesheets (and their preloads), which the runtime links itself
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.crossOrigin = 'anonymous';
      link.integrity = registry()[absolute(url)] ?? integrity.neverMatches;
      link.href = url;
      return link;
    },
  };
}
