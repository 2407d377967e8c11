// spec 02 §2, §9: the root font size maps a 720-unit design to the window width, capped at 800 px;
// a window wider than 800 px is a PC. 100 design units = 1rem.

export const DESIGN_WIDTH = 720;
export const PC_MIN_EXCLUSIVE_WIDTH = 800;
export const DESIGN_UNITS_PER_REM = 100;

export function isPcWidth(width: number): boolean {
  return width > PC_MIN_EXCLUSIVE_WIDTH;
}

export function rootFontSizePx(width: number): number {
  const w = Math.min(Math.max(width, 0), PC_MIN_EXCLUSIVE_WIDTH);
  return (w / DESIGN_WIDTH) * DESIGN_UNITS_PER_REM;
}

/** A resize that crosses the PC threshold (either way) reloads the page. */
export function crossesPcThreshold(previousWidth: number, nextWidth: number): boolean {
  return isPcWidth(previousWidth) !== isPcWidth(nextWidth);
}
