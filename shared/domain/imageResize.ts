// spec 02 §9: "image resize default width 240". The spec shows no URL form. Our reading: the app's images
// (avatars, tier icons: `icon` of the contract) are served by an image store with Qiniu-style processing,
// as a Chinese-built app's usually are (its texts are keyed by Chinese strings, its live counts use W),
// where `?imageView2/2/w/<width>` scales an image down to at most that width and keeps its aspect ratio;
// other hosts ignore an unknown query, so the plain image still shows.
//
// Left as they are: an empty URL, data: and blob: URLs, SVG (vector: nothing to resize), and a URL that
// already has a query (it may be signed, and adding to it would break the signature, or already resized).

export const IMAGE_RESIZE_DEFAULT_WIDTH = 240;

export function resizedImageUrl(url: string, width: number = IMAGE_RESIZE_DEFAULT_WIDTH): string {
  if (url === '' || /^(data|blob):/i.test(url)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (base.includes('?') || /\.svg$/i.test(base)) return url;
  const w = Number.isFinite(width) && width >= 1 ? Math.round(width) : IMAGE_RESIZE_DEFAULT_WIDTH;
  return `${base}?imageView2/2/w/${w}${hash}`;
}
