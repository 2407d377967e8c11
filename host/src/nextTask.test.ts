import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

describe('the next task (the start in several tasks)', () => {
  it('runs after the current task and its microtasks, not inside them', async () => {
    const ran: string[] = [];
    const done = new Promise<void>((resolve) =>
      nextTask(
        () => {
          ran.push('next task');
          resolve();
        },
        NodeMessageChannel as unknown as typeof MessageChannel,
      ),
    );
    expect(ran).toEqual([]);
    await Promise.resolve().then(() => ran.push('microtask'));
    expect(ran).toEqual(['microtask']);
    await done;
    expect(ran).toEqual(['microtask', 'next task']);
  });

  it('does not wait for a held clock: a test that holds the page’s timers still sees the page start', async () => {
    jest.useFakeTimers();
    try {
      const ran = new Promise<string>((resolve) =>
        nextTask(() => resolve('ran'), NodeMessageChannel as unknown as typeof MessageChannel),
      );
      await expect(ran).resolves.toBe('ran'); // no timer advanced
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to a timer where there is no message channel', () => {
    jest.useFakeTimers();
    try {
      const run = jest.fn();
      nextTask(run, null);
      expect(run).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
