// spec 02 §2: the base path can be switched to a CDN by a build setting, with no code change.
// PUBLIC_PATH=https://cdn.example.com/topup/ npm run build  ->  host at that base, each remote under
// <base>remotes/<name>/. Default: the site root of the contract server.

export function publicPathFor(short, env) {
  let base = env.PUBLIC_PATH || '/';
  if (!base.endsWith('/')) base += '/';
  if (env.WEBPACK_SERVE && !env.PUBLIC_PATH) return short === 'host' ? '/' : 'auto'; // dev servers on their own ports
  return short === 'host' ? base : `${base}remotes/${short}/`;
}
