import { poll } from './poll';

describe('poll: ask again until decided', () => {
  const run = (answers: string[], maxAttempts = 15) => {
    const waits: number[] = [];
    let i = 0;
    const outcome = poll({
      attempt: async () => answers[Math.min(i++, answers.length - 1)] ?? '',
      done: (a) => a === 'found' || a === 'gone',
      intervalMs: 2000,
      maxAttempts,
      delay: async (ms) => {
        waits.push(ms);
      },
    });
    return { outcome, waits };
  };

  it('stops at the first answer that decides, waiting the interval between attempts', async () => {
    const { outcome, waits } = run(['pending', 'pending', 'found']);
    await expect(outcome).resolves.toEqual({ last: 'found', attempts: 3, done: true });
    expect(waits).toEqual([2000, 2000]);
  });

  it('gives up after the last attempt, without waiting after it (spec 01 §4: 15 attempts)', async () => {
    const { outcome, waits } = run(['pending'], 15);
    await expect(outcome).resolves.toEqual({ last: 'pending', attempts: 15, done: false });
    expect(waits).toHaveLength(14);
  });

  it('stops when the wait is cancelled', async () => {
    let n = 0;
    const outcome = poll({
      attempt: async () => (n += 1),
      done: () => false,
      intervalMs: 10,
      maxAttempts: 5,
      delay: () => Promise.reject(new Error('cancelled')),
    });
    await expect(outcome).rejects.toThrow('cancelled');
    expect(n).toBe(1);
  });

  it('needs at least one attempt', async () => {
    await expect(
      poll({
        attempt: async () => 1,
        done: () => true,
        intervalMs: 1,
        maxAttempts: 0,
        delay: async () => {},
      }),
    ).rejects.toThrow();
  });
});
