// Text follows the user's size (README "Text size", WCAG 1.4.4): no font size is held in fixed CSS
// pixels, neither as a size nor as a floor or a cap. A pixel of text is written `N * var(--tp-px)`, a pixel
// at the user's text size (host/src/shell/shell.css), so a browser's font-size setting reaches every text.
// The one pixel length a font size may hold is the 16 px floor of a field, `max(16px, …)`: iPhone Safari
// zooms into a smaller field (README "Browsers"), whatever the user's size. The root's own size is not a
// text's: it is spec 02 §9's layout scale (its 800 px a width), times the user's scale (checked beside).
import postcss from 'postcss';

const FIELD_FLOOR = /max\(\s*16px\s*,/g;
const PIXELS = /(?<![\w.-])\d*\.?\d+px\b/;

/** The font sizes of one stylesheet held in fixed pixels, each `{ file, line, value }`. */
export function fixedPixelFontSizes(css, file = 'style.css') {
  const found = [];
  postcss.parse(css, { from: file }).walkDecls(/^font(-size)?$/i, (decl) => {
    if (decl.parent?.selector === ':root') return;
    if (PIXELS.test(decl.value.replace(FIELD_FLOOR, 'max('))) {
      found.push({ file, line: decl.source?.start?.line ?? 0, value: decl.value });
    }
  });
  return found;
}
