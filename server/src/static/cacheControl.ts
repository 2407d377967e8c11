// DESIGN §3, §7: remote entries, manifests and index.html are revalidated on every load (they are the switch
// between versions); content-hashed chunks never change and are cached for a year.
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|woff2?)$/;

/** The compressed copies of a build's files (webpack/precompress.mjs), cached as the file they hold. */
const COMPRESSED = /\.(?:br|gz)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath.replace(COMPRESSED, '')) ? IMMUTABLE : NO_CACHE;
}
