import { createStorageFailures } from './failures';
import type { StorageFailure } from './keyedStorage';

const failure = (op: StorageFailure['op']): StorageFailure => ({ op, key: 'k', error: new Error(op) });

describe('storage failures waiting for their reporter (spec 02 §8)', () => {
  it('keeps the first failures until a reporter subscribes, then hands over each new one', () => {
    const hub = createStorageFailures(2);
    hub.report(failure('get'));
    hub.report(failure('set'));
    hub.report(failure('remove')); // beyond the early limit
    const seen: string[] = [];
    const stop = hub.subscribe((f) => seen.push(f.op));
    expect(seen).toEqual(['get', 'set']);
    hub.report(failure('access'));
    expect(seen).toEqual(['get', 'set', 'access']);
    stop();
    hub.report(failure('set'));
    expect(seen).toHaveLength(3);
  });

  it('is not broken by a failing reporter', () => {
    const hub = createStorageFailures();
    hub.subscribe(() => {
      throw new Error('webhook down');
    });
    expect(() => hub.report(failure('set'))).not.toThrow();
  });
});
