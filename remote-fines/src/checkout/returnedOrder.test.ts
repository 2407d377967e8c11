import { returnedOrder } from './returnedOrder';

// spec 02 §4: what the page says of an order it comes back with while the fine is still to pay.

describe('how a fine order ended unpaid', () => {
  const order = { order_id: 'TP1' };

  it('declined: with the decline’s own words, or none when the server gave none', () => {
    expect(returnedOrder({ ...order, status: 'failed', message: 'فشل التحقق' })).toEqual({
      kind: 'failed',
      message: 'فشل التحقق',
    });
    expect(returnedOrder({ ...order, status: 'failed' })).toEqual({ kind: 'failed', message: null });
  });

  it('cancelled on the provider’s page', () => {
    expect(returnedOrder({ ...order, status: 'cancelled' })).toEqual({ kind: 'cancelled' });
  });

  it('says nothing of an order paid or still on its way, or of no answer', () => {
    for (const status of ['paid', 'redirect', 'processing', 'challenge'] as const)
      expect(returnedOrder({ ...order, status })).toBeNull();
    expect(returnedOrder(undefined)).toBeNull();
  });
});
