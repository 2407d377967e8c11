import { FINE_ALREADY_PAID, ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../db/seed';
import { buildTestApp, type TestApp } from '../api/testApp';
import {
  ckoNewCard,
  createOrder,
  creditCount,
  markVerified,
  newDevice,
  newRid,
  orderRow,
  tokenize,
} from '../api/order/orderTestKit';
import { finePay } from '../fines/fineTestKit';
import { chargeLog } from '../gateway/chargeLog';
import { holdsMoney } from '../gateway/gateway';

// Where the money path had seams: an order whose charge is with the processor (the delayed card's 5 s)
// could be cancelled (click_cancel, which the page sends when its payer leaves the card step) or replaced
// (another device's attempt at the same fine), and the charge then came back to an order that had ended:
// money taken, no coins, no lifted ban. An order being charged is neither: it ends with its charge.
// The processor is frozen here by its own timer (never run until the test lets it), so nothing races the
// clock: the test decides when the processor answers.

/** Only setTimeout is faked: the processor's delay elapses when the test says, everything else runs. */
const freezeProcessor = () =>
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'setInterval'],
  });
/** Lets the server's calls run until `until` holds (setTimeout is frozen: it yields with setImmediate). */
const until = async (done: () => boolean) => {
  for (let i = 0; i < 10_000 && !done(); i += 1) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
};

describe('an order whose charge is with the processor', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true, timings: { processorDelayMs: 5000 } });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await t.close();
  });

  const charges = () => chargeLog(t.db, Date.now).all();
  const cancel = (orderId: string, deviceId = device) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/click_cancel/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-cli-id': deviceId },
      payload: new URLSearchParams({ app_order: orderId, reason: 'user_gave_up' }).toString(),
    });

  it('cannot be cancelled: click_cancel says "being charged", and the card order ends paid and credited', async () => {
    const fields = ckoNewCard(await tokenize(t, '4000000000000077'));
    const rid = newRid();
    freezeProcessor();
    const paying = createOrder(t, { deviceId: device, rid, payType: 23, fields });
    await until(() => charges().length === 1);
    const orderId = t.db
      .prepare('SELECT order_id FROM orders WHERE client_rid = ?')
      .pluck()
      .get(rid) as string;

    const refused = (await cancel(orderId)).json();
    expect(refused).toMatchObject({
      result: ORDER_BEING_CHARGED,
      data: { order_id: orderId, status: 'processing' },
    });
    expect(refused.message).toMatch(/[\u0600-\u06FF]/);

    jest.advanceTimersByTime(5000);
    expect((await paying).json()).toMatchObject({ result: 0, data: { order_id: orderId } });
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t, orderId)).toBe(1);
    // the charge holds the money, and the order has its coins: nothing to give back
    expect(charges().map(holdsMoney)).toEqual([true]);
    // decided, a cancel changes nothing and says how it ended
    expect((await cancel(orderId)).json()).toMatchObject({ result: 0, data: { status: 'paid' } });
  });

  it("a fine's Apple Pay charge is not replaced by another device's attempt: that device is told it is being charged", async () => {
    const fine = SEED_ACCOUNTS.bannedPermanently; // 50 USD
    const owner = newDevice();
    const made = (
      await finePay(t, {
        channel: 'apple_pay',
        device: owner,
        rid: newRid(),
        displayUid: fine.displayUid,
        amount: 50,
      })
    ).json();
    const orderId = made.data.order_id as string;
    const token = JSON.stringify({
      paymentData: { version: 'EC_v1', data: 'sandbox', signature: 'sandbox', header: {} },
      // 0077: the processor takes its time
      paymentMethod: { displayName: 'Visa 0077', network: 'Visa', type: 'debit' },
      transactionIdentifier: 'sandbox-1',
    });
    freezeProcessor();
    const verifying = t.app.inject({
      method: 'POST',
      url: '/api/order/adyen_verify_pay/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-cli-id': owner },
      payload: new URLSearchParams({
        app_order: orderId,
        apple_pay_token: token,
        payment_method_type: 'applepay',
      }).toString(),
    });
    // adyen_verify_pay answers -1 while the slow processor decides
    expect((await verifying).json().data).toEqual({ code: -1 });
    expect(charges()).toHaveLength(1);

    const other = newDevice();
    for (const channel of ['hosted', 'card', 'apple_pay'] as const) {
      const answer = (
        await finePay(t, { channel, device: other, rid: newRid(), displayUid: fine.displayUid, amount: 50 })
      ).json();
      expect(answer.result).toBe(ORDER_BEING_CHARGED);
      expect(JSON.stringify(answer)).not.toContain(orderId);
    }
    // nor can its own device cancel it now
    expect((await cancel(orderId, owner)).json().result).toBe(ORDER_BEING_CHARGED);

    jest.advanceTimersByTime(5000);
    await until(() => orderRow(t, orderId)?.status !== 'processing');
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(charges().map(holdsMoney)).toEqual([true]);
    const after = (
      await finePay(t, {
        channel: 'hosted',
        device: other,
        rid: newRid(),
        displayUid: fine.displayUid,
        amount: 50,
      })
    ).json();
    expect(after.result).toBe(FINE_ALREADY_PAID);
  });
});
