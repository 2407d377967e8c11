// DESIGN §7: everything that holds React context or global state is a singleton, provided by the host.
// The router is shared only through @topup/router (a narrow re-export), never react-router whole.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rootPkg = (name) => require(`${name}/package.json`);

/** Packages every app shares, with the version the workspace resolves to. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  '@topup/platform',
  '@topup/router',
];

/** Packages the host owns: remotes never ship a copy of them in production (import: false). */
export const HOST_PROVIDED = ['@topup/platform', '@topup/router'];

export function sharedConfig({ isHost, production }) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = rootPkg(name).version;
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    if (!isHost && production) entry.import = false; // the host always provides them; one copy downloaded
    shared[name] = entry;
    if (name === 'react' || name === 'react-dom') {
      // trailing-slash keys catch react/jsx-runtime and react-dom/client
      shared[`${name}/`] = { ...entry };
    }
  }
  for (const name of HOST_PROVIDED) {
    if (!isHost && production) shared[name].import = false;
  }
  return shared;
}
