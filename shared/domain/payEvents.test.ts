import { createEventBus, type PayEvent } from './payEvents';

describe('the pay events bus', () => {
  it('gives every event to every listener until it leaves, and a failing listener breaks nothing', () => {
    const bus = createEventBus<PayEvent>();
    const seen: string[] = [];
    bus.on(() => {
      throw new Error('broken listener');
    });
    const stop = bus.on((e) => seen.push(e.type));
    expect(() => bus.emit({ type: 'step', step: 'HOME' })).not.toThrow();
    stop();
    bus.emit({ type: 'cancelled', orderId: 'TP1' });
    expect(seen).toEqual(['step']);
  });
});
