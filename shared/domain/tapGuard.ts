// spec 02 §2: two-finger touch and a second tap within 300 ms are blocked (no pinch zoom, no double-tap zoom).

export const DOUBLE_TAP_BLOCK_MS = 300;

export function isMultiTouch(touchCount: number): boolean {
  return touchCount > 1;
}

/** Returns a stateful judge of touch ends: true when this tap comes within 300 ms of the previous one. */
export function createDoubleTapJudge(windowMs = DOUBLE_TAP_BLOCK_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number) => {
    const blocked = now - last < windowMs;
    last = now;
    return blocked;
  };
}
