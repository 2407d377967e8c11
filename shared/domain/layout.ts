// spec 02 §2, §9: the root font size maps a 720-unit design to the window width, capped at 800 px;
// a window wider than 800 px is a PC. 100 design units = 1rem. The size is then multiplied by the user's own
// text size, the browser's default font size against its usual 16 px (a browser's font-size setting; WCAG
// 1.4.4): host/src/shell/shell.css and textScale.js apply it before the first paint.

export const DESIGN_WIDTH = 720;
export const PC_MIN_EXCLUSIVE_WIDTH = 800;
export const DESIGN_UNITS_PER_REM = 100;
/** The default font size browsers ship with: a user at this size reads the design as drawn. */
export const USUAL_DEFAULT_FONT_PX = 16;

export function isPcWidth(width: number): boolean {
  return width > PC_MIN_EXCLUSIVE_WIDTH;
}

/** The root font size for a window `width` wide, for a user whose default font size is `defaultFontPx`. */
export function rootFontSizePx(width: number, defaultFontPx = USUAL_DEFAULT_FONT_PX): number {
  const w = Math.min(Math.max(width, 0), PC_MIN_EXCLUSIVE_WIDTH);
  return (w / DESIGN_WIDTH) * DESIGN_UNITS_PER_REM * (defaultFontPx / USUAL_DEFAULT_FONT_PX);
}

/** A resize that crosses the PC threshold (either way) reloads the page. */
export function crossesPcThreshold(previousWidth: number, nextWidth: number): boolean {
  return isPcWidth(previousWidth) !== isPcWidth(nextWidth);
}
