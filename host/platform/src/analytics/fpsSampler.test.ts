import { startFpsSampler, type FrameClock } from './fpsSampler';

/** A frame clock driven by the test: `run(times)` delivers frames at those times. */
function fakeClock() {
  let next: ((t: number) => void) | null = null;
  const clock: FrameClock = {
    requestAnimationFrame: (run) => {
      next = run;
      return 1;
    },
    cancelAnimationFrame: () => {
      next = null;
    },
  };
  const run = (times: number[]) => times.forEach((t) => next?.(t));
  const every = (from: number, to: number, step: number) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
  return { clock, run, every };
}

describe('FPS sampler (spec 02 §9: FPS below 30 reported)', () => {
  it('reports nothing at 60 frames a second', () => {
    const f = fakeClock();
    const onLow = jest.fn();
    startFpsSampler(f.clock, onLow);
    f.run(f.every(0, 5000, 1000 / 60));
    expect(onLow).not.toHaveBeenCalled();
  });

  it('reports a drop below 30 once when it starts, and again after a recovery', () => {
    const f = fakeClock();
    const onLow = jest.fn();
    startFpsSampler(f.clock, onLow);
    f.run(f.every(0, 1000, 1000 / 60));
    f.run(f.every(1050, 4000, 50)); // 20 fps for 3 s
    expect(onLow).toHaveBeenCalledTimes(1);
    expect(onLow.mock.calls[0]?.[0]).toBeCloseTo(20, 0);
    f.run(f.every(4010, 6000, 10)); // recovered
    f.run(f.every(6040, 8000, 40)); // 25 fps
    expect(onLow).toHaveBeenCalledTimes(2);
  });

  it('takes exactly 30 for no drop and 29 for one', () => {
    const f = fakeClock();
    const onLow = jest.fn();
    startFpsSampler(f.clock, onLow);
    f.run(f.every(0, 3000, 1000 / 30));
    expect(onLow).not.toHaveBeenCalled();
    f.run(f.every(3000 + 1000 / 29, 6000, 1000 / 29));
    expect(onLow).toHaveBeenCalledWith(29);
  });

  it('takes a gap of more than a second (a hidden tab) for a pause, not a slow page', () => {
    const f = fakeClock();
    const onLow = jest.fn();
    startFpsSampler(f.clock, onLow);
    f.run(f.every(0, 500, 16));
    f.run(f.every(60_000, 62_000, 16));
    expect(onLow).not.toHaveBeenCalled();
  });

  it('stops asking for frames when stopped', () => {
    const f = fakeClock();
    const onLow = jest.fn();
    const stop = startFpsSampler(f.clock, onLow);
    stop();
    f.run(f.every(0, 3000, 100));
    expect(onLow).not.toHaveBeenCalled();
  });
});
