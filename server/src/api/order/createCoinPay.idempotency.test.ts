import { ORDER_IN_PROGRESS, ORDER_RID_REUSED } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, type TestApp } from '../testApp';
import {
  adyenNewCard,
  ckoNewCard,
  createOrder,
  creditCount,
  LOW_TIER,
  markVerified,
  newDevice,
  newRid,
  orderCount,
  rechargeCount,
  tokenize,
} from './orderTestKit';

const CKO = 23;
const THIRD = 27;
const DELAYED = '4000000000000077';

// spec 01 §3, §7: X-CLI-RID is made once per payment attempt and kept across its retries, so the
// server sees a retry as the same order: one row, one credit, the same answer.
describe('create_coin_pay idempotency on (device, X-CLI-RID)', () => {
  let t: TestApp;
  let device: string;
  afterEach(() => t.close());

  const setUp = async (timings: { processorDelayMs?: number; duplicateWaitMs?: number } = {}) => {
    t = await buildTestApp({ timings });
    device = newDevice();
    markVerified(t, device);
    markVerified(t, device, SEED_ACCOUNTS.testUser.uid);
  };

  it('answers a sequential retry with the same order and the same answer, charging once', async () => {
    await setUp();
    const token = await tokenize(t, '4242424242424242');
    const rid = newRid();
    const before = rechargeCount(t);
    const call = () => createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
    const first = await call();
    const second = await call();
    expect(first.json().result).toBe(0);
    expect(second.body).toBe(first.body);
    expect(orderCount(t, device)).toBe(1);
    expect(creditCount(t)).toBe(1);
    expect(rechargeCount(t)).toBe(before + 1);
    expect(t.db.prepare('SELECT COUNT(*) FROM saved_cards WHERE order_id IS NOT NULL').pluck().get()).toBe(1);
  });

  it('answers a retry of a decline with the same decline', async () => {
    await setUp();
    const token = await tokenize(t, '4000000000000002');
    const rid = newRid();
    const call = () => createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
    const first = await call();
    expect(first.json()).toMatchObject({ result: 20005, code: '20005' });
    expect((await call()).body).toBe(first.body);
    expect(orderCount(t, device)).toBe(1);
  });

  it('answers two concurrent requests (the delayed card) with one order, one credit and identical answers', async () => {
    await setUp({ processorDelayMs: 300 });
    const token = await tokenize(t, DELAYED);
    const rid = newRid();
    const before = rechargeCount(t);
    const call = () => createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
    const started = Date.now();
    const [a, b] = await Promise.all([call(), call()]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(a.json().result).toBe(0);
    expect(b.body).toBe(a.body);
    expect(orderCount(t, device)).toBe(1);
    expect(creditCount(t)).toBe(1);
    expect(rechargeCount(t)).toBe(before + 1);
  });

  it('answers three concurrent third-provider requests identically too', async () => {
    await setUp({ processorDelayMs: 200 });
    const token = await tokenize(t, DELAYED);
    const rid = newRid();
    const call = () => createOrder(t, { deviceId: device, rid, payType: THIRD, fields: adyenNewCard(token) });
    const answers = await Promise.all([call(), call(), call()]);
    expect(JSON.parse(answers[0].json().data.platform_data)).toEqual({ resultCode: 'Authorised' });
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(creditCount(t)).toBe(1);
  });

  it('answers ORDER_IN_PROGRESS when the first request outlasts the wait, then the answer once it has one', async () => {
    await setUp({ processorDelayMs: 400, duplicateWaitMs: 50 });
    const token = await tokenize(t, DELAYED);
    const rid = newRid();
    const call = () => createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
    const first = call();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await call()).json().result).toBe(ORDER_IN_PROGRESS);
    const firstBody = (await first).body;
    expect((await call()).body).toBe(firstBody);
    expect(creditCount(t)).toBe(1);
  });

  it.each([
    ['another recipient', { uid: SEED_ACCOUNTS.testUser.uid }],
    ['another tier', { tier: LOW_TIER }],
    ['another pay type', { payType: 24 }],
  ])('refuses the same X-CLI-RID for %s', async (_case, change) => {
    await setUp();
    const token = await tokenize(t, '4242424242424242');
    const rid = newRid();
    const first = await createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
    expect(first.json().result).toBe(0);
    const reused = await createOrder(t, {
      deviceId: device,
      rid,
      payType: CKO,
      fields: ckoNewCard(token),
      ...change,
    });
    expect(reused.json()).toEqual({
      result: ORDER_RID_REUSED,
      message: 'استُخدمت محاولة الدفع هذه لطلب آخر، ابدأ الدفع من جديد',
    });
    expect(orderCount(t, device)).toBe(1);
    expect(creditCount(t)).toBe(1);
  });

  it('keeps X-CLI-RID per device: the same value on two devices makes two orders', async () => {
    await setUp();
    const rid = newRid();
    const other = newDevice();
    markVerified(t, other);
    const a = await createOrder(t, { deviceId: device, rid, payType: 24 });
    const b = await createOrder(t, { deviceId: other, rid, payType: 24 });
    expect(a.json().data.order_id).not.toBe(b.json().data.order_id);
  });

  it('enforces it in SQLite: a second row for the pair cannot be written', async () => {
    await setUp();
    const rid = newRid();
    await createOrder(t, { deviceId: device, rid, payType: 24 });
    expect(() =>
      t.db
        .prepare(
          `INSERT INTO orders (order_id, client_rid, device_id, to_uid, recharge_id, pay_type, created_at, updated_at)
           VALUES ('TP0000000000001', ?, ?, 1, 1, 24, 0, 0)`,
        )
        .run(rid, device),
    ).toThrow(/UNIQUE constraint failed: orders.device_id, orders.client_rid/);
  });
});
