import { parseHashParams } from '@topup/shared/domain/urlParams';

// Removing one parameter from the address text while leaving every other parameter byte for byte as it
// was (re-serialising through URLSearchParams would re-encode them).

function dropFromQuery(query: string, name: string): string {
  const kept = query.split('&').filter((part) => {
    if (part === '') return false;
    const rawKey = part.split('=')[0] ?? '';
    let key: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      key = rawKey;
    }
    return key !== name;
  });
  return kept.join('&');
}

/** `?a=1&session_key=x` without the parameter (or '' when nothing is left). */
export function removeFromSearch(search: string, name: string): string {
  const query = dropFromQuery(search.startsWith('?') ? search.slice(1) : search, name);
  return query ? `?${query}` : '';
}

/** Same for the hash forms readParams understands: "#a=1", "#/path?a=1", "#?a=1". */
export function removeFromHash(hash: string, name: string): string {
  if (!parseHashParams(hash).has(name)) return hash;
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = body.indexOf('?');
  if (q >= 0) {
    const query = dropFromQuery(body.slice(q + 1), name);
    return `#${body.slice(0, q)}${query ? `?${query}` : ''}`;
  }
  const query = dropFromQuery(body, name);
  return query ? `#${query}` : '';
}
