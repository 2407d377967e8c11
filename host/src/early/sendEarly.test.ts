import { EARLY_RESPONSES } from '@topup/platform/src/api/earlyResponses';
import { AFTER_PAINT } from './afterPaint';
import { sendEarly } from './sendEarly';

// An early script's work after the shell's paint is two tasks, the guard and the calls' set-up,
// then the calls; and nothing at all where the guard says the calls are not the early script's.

const win = window as unknown as Record<string, unknown>;
const task = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's after-paint queue (host/src/shell/afterFirstPaint.js), run by the test. */
function paintQueue() {
  const queued: (() => void)[] = [];
  win[AFTER_PAINT] = (t: () => void) => queued.push(t);
  return () => queued.splice(0).forEach((t) => t());
}

beforeAll(() => {
  globalThis.fetch ??= (() => Promise.reject(new Error('no network here'))) as typeof fetch;
});
afterEach(() => {
  delete win[AFTER_PAINT];
  window.history.replaceState(null, '', '/');
});

describe('an early script sends its calls in a task after the paint', () => {
  it('waits for the paint, sets the calls up, and sends them in the next task with the page’s answers', async () => {
    window.history.replaceState(null, '', '/pay');
    const paint = paintQueue();
    const load = jest.fn(() => Promise.resolve('calls'));
    const send = jest.fn();
    sendEarly(load, send);
    await task();
    expect(load).not.toHaveBeenCalled();

    paint();
    expect(load).toHaveBeenCalledTimes(1);
    // the module's promise settles in this task: the calls wait for the next one
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    await task();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('calls', expect.any(Function), win[EARLY_RESPONSES]);
    expect(win[EARLY_RESPONSES]).toEqual([]);
  });

  it('loads and sends nothing where the page’s calls are not the early script’s (a login ticket)', async () => {
    window.history.replaceState(null, '', '/pay?ticket=t1');
    const paint = paintQueue();
    const load = jest.fn(() => Promise.resolve('calls'));
    const send = jest.fn();
    sendEarly(load, send);
    paint();
    await task();
    await task();
    expect(load).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
