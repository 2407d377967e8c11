// How every build compiles the apps' TypeScript and JSX (the apps' configs and the early scripts').
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** The repository root: its package.json holds the site's one version (app-version.mjs) and the browser floor. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** TypeScript and JSX through swc, to the syntax of the declared browser floor. */
export function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
        // the syntax of the declared floor (package.json "browserslist", README "Browsers"): swc reads
        // the list from the repository root. No polyfills are injected (no `mode`, no `coreJs`): the
        // built JS calls no built-in the floor lacks (measured when the floor was set)
        env: { path: ROOT },
      },
    },
  };
}
