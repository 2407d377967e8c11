import { FPS_REPORT_BELOW } from '@topup/shared/domain/analytics/analyticsLimits';

// spec 02 §9: a frame rate below 30 is reported. Frames are counted over windows of about a second; a
// drop is reported when it starts (the window's rate falls below 30 after being at or above it), not on
// every slow window, so a long stall is one report. A gap longer than a second between frames is a
// hidden tab or a paused page, not a slow one: the count starts again.

const WINDOW_MS = 1000;

export interface FrameClock {
  requestAnimationFrame(run: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
}

export function startFpsSampler(clock: FrameClock, onLow: (fps: number) => void): () => void {
  let windowStart: number | null = null;
  let last = 0;
  let frames = 0;
  let low = false;
  let handle = 0;
  let stopped = false;

  const frame = (time: number) => {
    if (stopped) return;
    if (windowStart === null || time - last > WINDOW_MS) {
      windowStart = time;
      frames = 0;
    } else {
      frames += 1;
      const elapsed = time - windowStart;
      if (elapsed >= WINDOW_MS) {
        // to a tenth: frame times are fractions of a millisecond, and 30 frames a second must read as 30
        const fps = Math.round((frames * 10_000) / elapsed) / 10;
        if (fps < FPS_REPORT_BELOW && !low) {
          low = true;
          try {
            onLow(fps);
          } catch {
            // a report must not stop the sampler
          }
        } else if (fps >= FPS_REPORT_BELOW) low = false;
        windowStart = time;
        frames = 0;
      }
    }
    last = time;
    handle = clock.requestAnimationFrame(frame);
  };
  handle = clock.requestAnimationFrame(frame);
  return () => {
    stopped = true;
    clock.cancelAnimationFrame(handle);
  };
}
