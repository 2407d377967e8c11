// spec 01 §9: a toast lasts 3000 ms and starts fading at 1750 ms (the last 1.25 s).

export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_AT_MS = 1750;

export type ToastPhase = 'shown' | 'fading' | 'gone';

export function toastPhase(elapsedMs: number): ToastPhase {
  if (elapsedMs >= TOAST_DURATION_MS) return 'gone';
  if (elapsedMs >= TOAST_FADE_AT_MS) return 'fading';
  return 'shown';
}
