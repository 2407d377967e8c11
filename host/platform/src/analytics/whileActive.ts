import type { Timers } from './queue';

// The FPS sampler asks for every frame, and a page that asks for every frame never lets the browser rest
// (a phone's battery pays for it). So it runs while the user is doing something — scrolling, touching,
// typing — and for the first seconds after load, and stops after 5 s without input: the frame rate that
// matters is the one the user sees move (ours; the spec says only that FPS below 30 is reported).

export const IDLE_AFTER_MS = 5000;
const INPUT_EVENTS = ['scroll', 'touchstart', 'pointerdown', 'keydown'] as const;

export type InputTarget = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/** Runs `start` (which returns its stop) while there is input. Returns the uninstall. */
export function whileActive(target: InputTarget, start: () => () => void, timers: Timers): () => void {
  let stop: (() => void) | null = null;
  let idle: unknown = null;
  const rest = () => {
    idle = null;
    stop?.();
    stop = null;
  };
  const poke = () => {
    stop ??= start();
    if (idle !== null) timers.clearTimeout(idle);
    idle = timers.setTimeout(rest, IDLE_AFTER_MS);
  };
  const options = { capture: true, passive: true } as const;
  INPUT_EVENTS.forEach((type) => target.addEventListener(type, poke, options));
  poke();
  return () => {
    INPUT_EVENTS.forEach((type) => target.removeEventListener(type, poke, options));
    if (idle !== null) timers.clearTimeout(idle);
    rest();
  };
}
