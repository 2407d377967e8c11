import { IDLE_AFTER_MS, whileActive } from './whileActive';

const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as number),
};

describe('sampling only while the user is active (the FPS sampler)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs for the first 5 s, stops without input, and starts again on input', () => {
    const target = new EventTarget() as unknown as Document;
    const stopped = jest.fn();
    const start = jest.fn(() => stopped);
    const uninstall = whileActive(target, start, timers);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(IDLE_AFTER_MS - 1);
    expect(stopped).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(stopped).toHaveBeenCalledTimes(1);

    target.dispatchEvent(new Event('touchstart'));
    expect(start).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(4000);
    target.dispatchEvent(new Event('scroll')); // still running: input keeps it going
    expect(start).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(4000);
    expect(stopped).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(stopped).toHaveBeenCalledTimes(2);

    uninstall();
    target.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('stops what runs when uninstalled', () => {
    const stopped = jest.fn();
    const uninstall = whileActive(new EventTarget() as unknown as Document, () => stopped, timers);
    uninstall();
    expect(stopped).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(IDLE_AFTER_MS * 2);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
