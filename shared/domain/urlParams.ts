// spec 02 §2 / spec 01 §2: page parameters come from the query string and from the hash; a parameter
// in the hash wins over the same one in the query.

/** Parses "#a=1&b=2", "#/path?a=1" or "#?a=1" into parameters. */
export function parseHashParams(hash: string): URLSearchParams {
  let h = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = h.indexOf('?');
  if (q >= 0) h = h.slice(q + 1);
  else if (!h.includes('=')) h = '';
  return new URLSearchParams(h);
}

export function readParams(search: string, hash: string): Map<string, string> {
  const out = new Map<string, string>();
  new URLSearchParams(search).forEach((v, k) => out.set(k, v));
  parseHashParams(hash).forEach((v, k) => out.set(k, v));
  return out;
}

export function readParam(search: string, hash: string, name: string): string | undefined {
  const fromHash = parseHashParams(hash).get(name);
  if (fromHash !== null) return fromHash;
  return new URLSearchParams(search).get(name) ?? undefined;
}
