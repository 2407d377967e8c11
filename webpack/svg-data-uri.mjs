// An SVG as a data URI, as a page writes it inline (the shell's hero, host/src/index.html): its text with only
// the characters a URL or the attribute cannot hold escaped, not base64, which is a third larger and
// compresses to nearly twice the bytes.

/** `data:image/svg+xml,…` of an SVG's text, for a double-quoted attribute. */
export function svgDataUri(svg) {
  // its double quotes become single ones: an SVG that already holds one would change meaning
  if (svg.includes("'")) throw new Error('svgDataUri: an SVG with a single quote in it');
  const text = svg.trim().replace(/\s+/g, ' ').replace(/> </g, '><').replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[\r\n%#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}
