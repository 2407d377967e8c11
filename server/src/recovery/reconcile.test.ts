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
import { chargeLog } from '../gateway/chargeLog';
import { chargeReference } from '../gateway/gateway';
import {
  LOST_AFTER_MS,
  PAYER_WAIT_MS,
  reconcile,
  startReconciliation,
  type ReconcileScan,
} from './reconcile';
import { payments } from '../orders/payments';

// The server killed while the processor had the delayed card (5 s) left the order 'processing' for ever.
// Here the server "dies" mid-charge: the processor's wait never ends (its timer is never run), no call is in
// flight any more for the restarted server, whose reconciliation settles the order at start-up as the
// answer would.

/** A running server's pass at `at`: lost answers, no interruption, waiting orders and lifts far off. */
const runningScan = (at: number): ReconcileScan => ({
  askedByMs: at - 5000 - LOST_AFTER_MS,
  unaskedSinceMs: 0,
  waitingSinceMs: at - PAYER_WAIT_MS,
  liftPaidByMs: 0,
});
const NOTHING = { settled: [], interrupted: [], expired: [], refunded: [], lifted: [] };

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

describe('payments lost when the server stopped', () => {
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
    startReconciliation(t.db, { liftDelayMs: 60_000 })();
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
      reconcile(payments(t.db, { now: Date.now }), {
        askedByMs: Date.now() + 1,
        unaskedSinceMs: Date.now() + 1,
        waitingSinceMs: 0,
        liftPaidByMs: 0,
      }),
    ).toEqual(NOTHING);
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
    expect(reconcile(payments(t.db, { now: Date.now }), runningScan(Date.now()))).toEqual(NOTHING);
    await restart();
    expect(orderRow(t, applePay)?.status).toBe('redirect');
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
      t.db.prepare("SELECT order_id FROM orders WHERE payable = 'fine' AND client_rid = ?").pluck().get(rid);
    await settle(() => typeof orderIdOf() === 'string');
    const orderId = orderIdOf() as string;
    await settle(() => chargeLog(t.db, Date.now).find(chargeReference('fine', orderId)) !== undefined);
    const app = await restart();
    expect(orderRow(t, orderId)?.status).toBe('paid');
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

describe('reconciliation ends every order and every charge', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const pay = () => payments(t.db, { now: Date.now });
  const scanAt = (at: number): ReconcileScan => ({
    askedByMs: at,
    unaskedSinceMs: at,
    waitingSinceMs: at - PAYER_WAIT_MS,
    liftPaidByMs: 0,
  });
  const statusOf = (orderId: string) => orderRow(t, orderId)?.status;
  const hostedOrder = async () =>
    (await createOrder(t, { deviceId: device, payType: 24 })).json().data.order_id as string;

  it('refunds a charge that holds money for an order that ended without it, once, in its history', async () => {
    // an order cancelled while its charge was with the processor, as a server before this rule left it
    const orderId = await hostedOrder();
    t.db.prepare("UPDATE orders SET status = 'cancelled' WHERE order_id = ?").run(orderId);
    const reference = chargeReference('order', orderId);
    chargeLog(t.db, Date.now).record(reference, { cardClass: 'success', amountCents: 999 });
    const report = reconcile(pay(), scanAt(Date.now()));
    expect(report.refunded).toEqual([orderId]);
    expect(chargeLog(t.db, Date.now).find(reference)?.refundedAtMs).not.toBeNull();
    expect(
      pay()
        .life.history(orderId)
        .map((h) => h.event),
    ).toContain('refunded');
    expect(creditCount(t, orderId)).toBe(0);
    expect(reconcile(pay(), scanAt(Date.now())).refunded).toEqual([]);
  });

  it('gives back at once an authorised answer that comes to an order that has ended', async () => {
    const orderId = await hostedOrder();
    expect(pay().cancel(orderId, 'left')?.kind).toBe('cancelled');
    const reference = chargeReference('order', orderId);
    chargeLog(t.db, Date.now).record(reference, { cardClass: 'success', amountCents: 999 });
    expect(pay().settle(orderId, { kind: 'authorised' }).status).toBe('cancelled');
    expect(chargeLog(t.db, Date.now).find(reference)?.refundedAtMs).not.toBeNull();
    expect(creditCount(t, orderId)).toBe(0);
  });

  it('keeps the charge of a paid order, whatever answer comes again', async () => {
    const fields = ckoNewCard(await tokenize(t, '4242424242424242'));
    const orderId = (await createOrder(t, { deviceId: device, payType: 23, fields })).json().data.order_id;
    expect(pay().settle(orderId, { kind: 'authorised' }).status).toBe('paid');
    expect(reconcile(pay(), scanAt(Date.now())).refunded).toEqual([]);
    expect(chargeLog(t.db, Date.now).find(chargeReference('order', orderId))?.refundedAtMs).toBeNull();
    expect(creditCount(t, orderId)).toBe(1);
  });

  it('ends an order whose payer never came back (cancelled, expired); a younger one goes on waiting', async () => {
    const old = await hostedOrder();
    const young = await hostedOrder();
    const madeAt = Date.now();
    t.db
      .prepare('UPDATE orders SET updated_at = ? WHERE order_id = ?')
      .run(Math.floor(madeAt / 1000) - 3600, old);
    expect(reconcile(pay(), scanAt(madeAt)).expired).toEqual([old]);
    expect(orderRow(t, old)).toMatchObject({ status: 'cancelled', fail_reason: 'cancel' });
    expect(statusOf(young)).toBe('redirect');
  });

  it("lifts a paid fine's ban once its delay is over (the fine's effect), and only then", async () => {
    const fine = SEED_ACCOUNTS.bannedUntilDate;
    const query = new URLSearchParams({ uid: String(fine.displayUid), amount: '20', source: '1' });
    const made = (
      await t.app.inject({
        url: `/api/payer_max/create_fine_pay/?${query}`,
        headers: { 'x-cli-id': device, 'x-cli-rid': newRid() },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: made.data.url });
    const orderId = made.data.order_id as string;
    expect(orderRow(t, orderId)?.status).toBe('paid');
    const paidAt = t.db
      .prepare('SELECT paid_at_ms FROM orders WHERE order_id = ?')
      .pluck()
      .get(orderId) as number;
    expect(reconcile(pay(), { ...scanAt(Date.now()), liftPaidByMs: paidAt - 1 }).lifted).toEqual([]);
    expect(reconcile(pay(), { ...scanAt(Date.now()), liftPaidByMs: paidAt }).lifted).toEqual([orderId]);
    expect(t.db.prepare('SELECT status FROM users WHERE uid = ?').pluck().get(fine.uid)).toBe(0);
    expect(
      pay()
        .life.history(orderId)
        .map((h) => h.event),
    ).toEqual(['created', 'submit', 'pay', 'lifted']);
  });
});
