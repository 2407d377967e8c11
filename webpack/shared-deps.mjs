// DESIGN §7: everything that holds React context or global state is a singleton, provided by the host.
// - react and react-dom are shared whole (every app renders with them).
// - The router is shared only through @topup/router, a narrow re-export of react-router.
// - Redux Toolkit, react-redux, i18next and react-i18next are NOT shared as packages: the platform owns their
//   one instance and re-exports the little the apps use (host/platform/src/libs.ts). A shared module cannot
//   be tree-shaken, so sharing the packages whole shipped all of them to every visitor (RTK 14.4 -> 7.6 KB, react-i18next 10.6 -> 3.0, react-redux 3.9 -> 1.6 measured).
// - reselect holds no state (each selector keeps its own cache), so it is not one of them: the apps that
//   memoize selectors import it themselves and it is bundled with them, not into every first render.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rootPkg = (name) => require(`${name}/package.json`);

/** Packages every app shares, with the version the workspace resolves to. */
export const SINGLETONS = ['react', 'react-dom', '@topup/platform', '@topup/router'];

/**
 * Packages whose one instance lives inside @topup/platform. A remote build that bundles any of them fails
 * (HostProvidedGuardPlugin): its copy would be a second Redux or i18next with a context no provider fills.
 */
export const PLATFORM_OWNED = [
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'immer',
  'i18next',
  'react-i18next',
];

export function sharedConfig({ isHost, production }) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = rootPkg(name).version;
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    if (!isHost && production) entry.import = false; // the host always provides them; one copy downloaded
    // The host provides them, so it may bundle them into its start-up code instead of one async chunk
    // each: measured 17 -> 5 JS requests and -6.7 KB. Remotes stay non-eager (they consume, never provide).
    if (isHost && production) entry.eager = true;
    // The host consumes the copies it provides itself, so checking their version against its own range can
    // only pass; the check parsed every range with the federation runtime's semver at start (12-18 ms at 4x
    // CPU). A remote's range is the one that guards (its entry checks the host's copy).
    if (isHost) entry.requiredVersion = false;
    shared[name] = entry;
    if (name === 'react' || name === 'react-dom') {
      // trailing-slash keys catch react/jsx-runtime and react-dom/client
      shared[`${name}/`] = { ...entry };
    }
  }
  return shared;
}
