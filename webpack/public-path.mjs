// spec 02 §2: the base path can be switched to a CDN by a build setting, with no code change.
// PUBLIC_PATH=https://cdn.example.com/topup/ npm run build  ->  the host at that base (and the default remote
// map pointing at <base>remotes/<name>/). Default: the site root of the contract server.
//
// A remote finds its own files from where its entry was loaded ('auto'): the same build then answers from
// remotes/<name>/, from any release folder remotes/<name>/releases/<id>/ and from
// a CDN, without knowing at build time where it will be put.

export function publicPathFor(short, env) {
  let base = env.PUBLIC_PATH || '/';
  if (!base.endsWith('/')) base += '/';
  return short === 'host' ? base : 'auto';
}
