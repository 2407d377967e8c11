import { FINE_AMOUNT_CHANGED } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../api/testApp';
import { newDevice, newRid } from '../api/order/orderTestKit';
import { fineOrderCount, finePay, type FineChannelCall } from './fineTestKit';

// Hostile: create_fine_pay with an amount that is not the fine. The page sends the amount it showed only
// so the server can say "the fine changed" (20111); what an order charges is always the account's fine.

const CHANNELS: readonly FineChannelCall[] = ['hosted', 'card', 'apple_pay'];

describe('a fine order with a tampered amount', () => {
  let t: TestApp;
  const device = newDevice();
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(() => t.close());

  const amountOf = (orderId: string) =>
    t.db.prepare('SELECT amount_cents FROM orders WHERE order_id = ?').pluck().get(orderId);

  it.each(CHANNELS)('%s: an amount below or above the fine is refused (20111), no order', async (channel) => {
    for (const amount of [0.01, 19.99, 20.01, 200]) {
      expect((await finePay(t, { channel, device, rid: newRid(), amount })).json().result).toBe(
        FINE_AMOUNT_CHANGED,
      );
    }
    expect(fineOrderCount(t)).toBe(0);
  });

  it.each(CHANNELS)(
    "%s: an amount a rounding away from the fine makes an order of the fine's own amount",
    async (channel) => {
      const order = (await finePay(t, { channel, device, rid: newRid(), amount: 20.004 })).json();
      expect(order.result).toBe(0);
      expect(amountOf(order.data.order_id)).toBe(2000);
    },
  );

  it.each(['0', '-20', 'abc', 'Infinity', ''])('refuses the amount %j as malformed (400)', async (amount) => {
    const res = await t.app.inject({
      url: `/api/payer_max/create_fine_pay/?uid=1000002&source=1&amount=${encodeURIComponent(amount)}`,
      headers: { 'x-cli-id': device, 'x-cli-rid': newRid() },
    });
    expect(res.statusCode).toBe(400);
    expect(fineOrderCount(t)).toBe(0);
  });
});
