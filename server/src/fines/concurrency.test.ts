import { FINE_ALREADY_PAID, ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../api/testApp';
import { newDevice, newRid } from '../api/order/orderTestKit';
import { fineOrderCount, finePay, type FineChannelCall } from './fineTestKit';

// Hostile: fine orders asked for at the same moment — one attempt sent twice at once, two devices paying one
// ban at once. One order per attempt, one open or paid order per ban, whatever arrives first.

const openOrders = (t: TestApp): number =>
  t.db
    .prepare(
      "SELECT COUNT(*) FROM orders WHERE payable = 'fine' AND status IN ('redirect', 'processing', 'challenge', 'paid')",
    )
    .pluck()
    .get() as number;

describe('fine orders asked for at once', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true, timings: { processorDelayMs: 200 } });
  });
  afterEach(() => t.close());

  it.each<FineChannelCall>(['hosted', 'card', 'apple_pay'])(
    '%s: two requests of one attempt at once make one order, both answered with it',
    async (channel) => {
      const device = newDevice();
      const rid = newRid();
      const card = '4000000000000077';
      const [a, b] = await Promise.all([
        finePay(t, { channel, device, rid, card }),
        finePay(t, { channel, device, rid, card }),
      ]);
      expect(a.json().result).toBe(0);
      expect(b.json().data.order_id).toBe(a.json().data.order_id);
      expect(fineOrderCount(t)).toBe(1);
    },
  );

  it('two devices paying one ban by card at once: one is charged, the other is told it is being charged', async () => {
    const card = '4000000000000077';
    const [first, second] = await Promise.all([
      finePay(t, { channel: 'card', device: newDevice(), rid: newRid(), card }),
      finePay(t, { channel: 'card', device: newDevice(), rid: newRid(), card }),
    ]);
    expect([first.json().result, second.json().result].sort()).toEqual([0, ORDER_BEING_CHARGED].sort());
    expect(openOrders(t)).toBe(1);
    expect((await finePay(t, { channel: 'card', device: newDevice(), rid: newRid() })).json().result).toBe(
      FINE_ALREADY_PAID,
    );
  });

  it('two devices opening the hosted page at once leave one open order', async () => {
    await Promise.all([
      finePay(t, { channel: 'hosted', device: newDevice(), rid: newRid() }),
      finePay(t, { channel: 'hosted', device: newDevice(), rid: newRid() }),
    ]);
    expect(openOrders(t)).toBe(1);
  });
});
