import { ORDER_INTERRUPTED } from '@topup/shared/contract/codes';
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
  rechargeCount,
  tokenize,
} from '../api/order/orderTestKit';
import { fineStore } from '../fines/store';
import { chargeLog } from '../gateway/chargeLog';
import { chargeReference } from '../gateway/gateway';
import { LOST_AFTER_MS, settleLostPayments, startLostPaymentRecovery } from './lostPayments';
import { payments } from '../orders/payments';

// Issue 2: the server killed while the processor had the delayed card (5 s) left the order 'processing' for
// ever. Here the server "dies" mid-charge: the processor's wait never ends (its timer is never run), no call
// is in flight any more for the restarted server, which settles the order at start-up as the answer would.

/** Only setTimeout is faked: the processor's delay never elapses, everything else runs. */
const freezeProcessor = () =>
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'setInterval'],
  });
/** Lets the server's call run until `until` holds (setTimeout is frozen: it yields with setImmediate). */
const settle = async (until: () => boolean) => {
  const start = Date.now();
  while (!until() && Date.now() - start < 10_000) await new Promise((r) => setImmediate(r));
  expect(until()).toBe(true);
};

describe('payments lost when the server stopped (issue 2)', () => {
  let t: TestApp;
  let restarted: TestApp | undefined;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true, timings: { processorDelayMs: 5000 } });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await restarted?.close();
    restarted = undefined;
    await t.close();
  });

  const charged = (orderId: string) =>
    chargeLog(t.db, Date.now).find(chargeReference('order', orderId)) !== undefined;
  /** The server starts again on the same database: the start-up scan, then an instance that answers. */
  const restart = async () => {
    startLostPaymentRecovery(t.db)();
    restarted = await buildTestApp({ db: t.db });
    return restarted;
  };
  const attempt = (app: TestApp, rid: string) =>
    app.app.inject(`/api/web/order_by_client_rid/?h5_deviceid=${device}&client_rid=${rid}`);

  it('a charge whose answer was lost: paid and credited once at start-up; the retry and the attempt say paid', async () => {
    const card = ckoNewCard(await tokenize(t, '4000000000000077'));
    const rid = newRid();
    const before = rechargeCount(t);
    freezeProcessor();
    void createOrder(t, { deviceId: device, rid, payType: 23, fields: card });
    await settle(() => t.db.prepare('SELECT 1 FROM orders WHERE client_rid = ?').get(rid) !== undefined);
    const orderId = t.db
      .prepare('SELECT order_id FROM orders WHERE client_rid = ?')
      .pluck()
      .get(rid) as string;
    await settle(() => charged(orderId));
    expect(orderRow(t, orderId)?.status).toBe('processing');

    const app = await restart();
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t, orderId)).toBe(1);
    expect(rechargeCount(t)).toBe(before + 1);
    const retry = (await createOrder(app, { deviceId: device, rid, payType: 23, fields: card })).json();
    expect(retry).toMatchObject({ result: 0, data: { order_id: orderId } });
    expect((await attempt(app, rid)).json().data).toMatchObject({
      order_id: orderId,
      status: 'paid',
      answered: 1,
    });
    // started again: nothing more to settle, still one credit
    expect(
      settleLostPayments(payments(t.db, { now: Date.now }), fineStore(t.db, Date.now), {
        askedByMs: Date.now() + 1,
        unaskedMadeByMs: Date.now() + 1,
      }),
    ).toEqual({ settled: [], interrupted: [] });
    expect(creditCount(t, orderId)).toBe(1);
  });

  it("a lost decline fails with the card's reason, as the processor's answer would have", async () => {
    const orderId = await heldOrder('4000000000009995');
    chargeLog(t.db, Date.now).record(chargeReference('order', orderId), {
      cardClass: 'insufficientFunds',
      amountCents: 999,
    });
    const app = await restart();
    expect(orderRow(t, orderId)).toMatchObject({ status: 'failed', err_code: '20051' });
    expect((await attempt(app, ridOf(orderId))).json().data.status).toBe('failed');
    expect(creditCount(t)).toBe(0);
  });

  it('an order left before its charge reached the processor fails as interrupted (31086), nothing charged', async () => {
    const orderId = await heldOrder('4242424242424242');
    const app = await restart();
    expect(orderRow(t, orderId)).toMatchObject({ status: 'failed', err_code: String(ORDER_INTERRUPTED) });
    const fields = ckoNewCard(await tokenize(t, '4242424242424242'));
    const retry = (
      await createOrder(app, { deviceId: device, rid: ridOf(orderId), payType: 23, fields })
    ).json();
    expect(retry).toMatchObject({ result: ORDER_INTERRUPTED, data: { order_id: orderId } });
    expect(retry.message).toMatch(/[\u0600-\u06FF]/);
    expect((await attempt(app, ridOf(orderId))).json().data.status).toBe('failed');
    expect(creditCount(t)).toBe(0);
  });

  it('leaves an Apple Pay order waiting for its token, and a charge younger than the processor could take', async () => {
    const applePay = (await createOrder(t, { deviceId: device, payType: 26 })).json().data.order_id as string;
    const young = await heldOrder('4000000000000077');
    chargeLog(t.db, Date.now).record(chargeReference('order', young), {
      cardClass: 'delayedSuccess',
      amountCents: 999,
    });
    const running = { askedByMs: Date.now() - 5000 - LOST_AFTER_MS };
    expect(settleLostPayments(payments(t.db, { now: Date.now }), fineStore(t.db, Date.now), running)).toEqual(
      {
        settled: [],
        interrupted: [],
      },
    );
    await restart();
    expect(orderRow(t, applePay)?.status).toBe('processing');
    expect(orderRow(t, young)?.status).toBe('paid');
  });

  it("a fine's card charge lost mid-delay: paid at start-up, and its attempt answers the way back", async () => {
    const fine = SEED_ACCOUNTS.bannedUntilDate;
    const rid = newRid();
    const query = new URLSearchParams({
      uid: String(fine.displayUid),
      amount: '20',
      source: '1',
      pay_type: '23',
      ...ckoNewCard(await tokenize(t, '4000000000000077')),
    });
    const call = (app: TestApp) =>
      app.app.inject({
        url: `/api/order/create_fine_pay/?${query}`,
        headers: { 'x-cli-id': device, 'x-cli-rid': rid },
      });
    freezeProcessor();
    void call(t);
    const orderIdOf = () =>
      t.db.prepare('SELECT order_id FROM fine_orders WHERE client_rid = ?').pluck().get(rid);
    await settle(() => typeof orderIdOf() === 'string');
    const orderId = orderIdOf() as string;
    await settle(() => chargeLog(t.db, Date.now).find(chargeReference('fine', orderId)) !== undefined);
    const app = await restart();
    expect(fineStore(t.db, Date.now).byId(orderId)?.status).toBe('paid');
    expect((await call(app)).json().data.url).toBe(`/fines?uid=${fine.displayUid}&fine_order=${orderId}`);
  });

  /** An order admitted and held before its charge (test mode's hold): the server dies there. */
  async function heldOrder(number: string): Promise<string> {
    const fields = ckoNewCard(await tokenize(t, number));
    await t.app.inject({ method: 'POST', url: '/__test/hold', payload: { device } });
    void createOrder(t, { deviceId: device, payType: 23, fields });
    const waiting = async () =>
      (await t.app.inject(`/__test/hold?device=${device}`)).json().data.waiting as number;
    const start = Date.now();
    while ((await waiting()) === 0 && Date.now() - start < 10_000) await new Promise((r) => setImmediate(r));
    return t.db
      .prepare('SELECT order_id FROM orders WHERE device_id = ? ORDER BY id DESC')
      .pluck()
      .get(device) as string;
  }
  const ridOf = (orderId: string) =>
    t.db.prepare('SELECT client_rid FROM orders WHERE order_id = ?').pluck().get(orderId) as string;
});
