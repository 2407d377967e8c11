import { ORDER_RID_REUSED } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../testApp';
import {
  ckoNewCard,
  createOrder,
  creditCount,
  HIGH_TIER,
  LOW_TIER,
  markVerified,
  newDevice,
  newRid,
  orderCount,
  orderRow,
  tokenize,
} from './orderTestKit';

// Hostile: create_coin_pay with amounts the client made up, and one attempt id sent twice at once with
// different order-defining fields. What an order costs and credits is the tier's, never the caller's.

describe('create_coin_pay against tampered requests', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ timings: { processorDelayMs: 100 } });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const card = async (number = '4242424242424242') => ckoNewCard(await tokenize(t, number));

  it("ignores an amount or coins the caller adds: the order costs and credits the tier's", async () => {
    const fields = { ...(await card()), amount: '0.01', coins: '999999', amount_cents: '1' };
    const orderId = (await createOrder(t, { deviceId: device, payType: 23, tier: HIGH_TIER, fields })).json()
      .data.order_id as string;
    expect(orderRow(t, orderId)).toMatchObject({ status: 'paid', amount_cents: 999 });
    const credited = t.db.prepare('SELECT coins FROM credits WHERE order_id = ?').pluck().get(orderId);
    expect(credited).toBe(orderRow(t, orderId)?.coins);
    expect(credited).not.toBe(999999);
  });

  it('two requests of one attempt at once, for two tiers: one order, the other refused, one charge', async () => {
    const rid = newRid();
    const [high, low] = await Promise.all([
      createOrder(t, {
        deviceId: device,
        rid,
        payType: 23,
        tier: HIGH_TIER,
        fields: await card('4000000000000077'),
      }),
      createOrder(t, {
        deviceId: device,
        rid,
        payType: 23,
        tier: LOW_TIER,
        fields: await card('4000000000000077'),
      }),
    ]);
    const results = [high.json().result, low.json().result].sort();
    expect(results).toEqual([0, ORDER_RID_REUSED].sort());
    expect(orderCount(t, device)).toBe(1);
    expect(creditCount(t)).toBe(1);
  });

  // By design: an attempt is bound to what defines its order (recipient, tier, pay type); the card is how
  // it is paid. A retry carrying another card is still that attempt: its answer, no second charge.
  it("a retry of an attempt with another card gets the attempt's own answer and charges nothing more", async () => {
    const rid = newRid();
    const declined = (
      await createOrder(t, { deviceId: device, rid, payType: 23, fields: await card('4000000000000002') })
    ).json();
    const retried = (
      await createOrder(t, { deviceId: device, rid, payType: 23, fields: await card() })
    ).json();
    expect(retried).toEqual(declined);
    expect(orderCount(t, device)).toBe(1);
    expect(creditCount(t)).toBe(0);
  });
});
