import { EARLY_RESPONSES } from '@topup/platform/src/api/keptAnswers';
import { sendEarly } from './sendEarly';

// An early script's work is two tasks: the guard and the calls' set-up as the page's head runs it, then the
// calls; and nothing at all where the guard says the calls are not the early script's. It does not wait for
// the shell's paint (the host's script does).

const win = window as unknown as Record<string, unknown>;
const task = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  globalThis.fetch ??= (() => Promise.reject(new Error('no network here'))) as typeof fetch;
});
afterEach(() => {
  delete win[EARLY_RESPONSES];
  window.history.replaceState(null, '', '/');
});

describe('an early script sends its calls as the page starts', () => {
  it('sets the calls up at once, and sends them in the next task with the page’s answers', async () => {
    window.history.replaceState(null, '', '/pay');
    const load = jest.fn(() => Promise.resolve('calls'));
    const send = jest.fn();
    sendEarly(load, send);
    expect(load).toHaveBeenCalledTimes(1);
    expect(win[EARLY_RESPONSES]).toEqual([]);
    // the module's promise settles in this task: the calls wait for the next one
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    await task();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('calls', expect.any(Function), win[EARLY_RESPONSES]);
  });

  it('does not wait for the page’s after-paint queue', () => {
    window.history.replaceState(null, '', '/pay');
    const held: (() => void)[] = [];
    win.__TOPUP_AFTER_PAINT__ = (t: () => void) => held.push(t);
    try {
      const load = jest.fn(() => Promise.resolve('calls'));
      sendEarly(load, jest.fn());
      expect(load).toHaveBeenCalledTimes(1);
      expect(held).toEqual([]);
    } finally {
      delete win.__TOPUP_AFTER_PAINT__;
    }
  });

  it('loads and sends nothing where the page’s calls are not the early script’s (a login ticket)', async () => {
    window.history.replaceState(null, '', '/pay?ticket=t1');
    const load = jest.fn(() => Promise.resolve('calls'));
    const send = jest.fn();
    sendEarly(load, send);
    await task();
    await task();
    expect(load).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(win[EARLY_RESPONSES]).toBeUndefined();
  });
});
