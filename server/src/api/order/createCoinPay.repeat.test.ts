import { Type } from '@sinclair/typebox';
import { RepeatPaymentData } from '@topup/shared/contract';
import { REPEAT_PAYMENT, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { REPEAT_PAYMENT_WINDOW_MS } from '@topup/shared/domain/repeatPayment';
import { SEED_ACCOUNTS } from '../../db/seed';
import { sessionStore } from '../../db/sessions';
import { buildTestApp, expectShape, type TestApp } from '../testApp';
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
  tokenize,
  type OrderCall,
} from './orderTestKit';

const CKO = 23;
const RepeatRefusal = Type.Object({
  result: Type.Literal(REPEAT_PAYMENT),
  message: Type.String({ pattern: '[\u0600-\u06FF]' }),
  data: RepeatPaymentData,
});

// shared/domain/repeatPayment.ts: the same recipient and amount paid less than 10 minutes ago, from this
// device or by this logged-in payer, is refused until the payer confirms it (repeat_ok=1).
describe('create_coin_pay refuses an accidental repeat payment (REPEAT_PAYMENT, 32126)', () => {
  let t: TestApp;
  let clock: number;
  let device: string;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const pay = async (call: Partial<OrderCall> = {}, number = '4242424242424242') => {
    const token = await tokenize(t, number);
    const res = await createOrder(t, {
      deviceId: device,
      payType: CKO,
      ...call,
      fields: { ...ckoNewCard(token), ...call.fields },
    });
    return { body: res.json(), status: res.statusCode, token };
  };
  const tokenUsed = (token: string) =>
    t.db.prepare('SELECT used_at_ms FROM sandbox_tokens WHERE token = ?').pluck().get(token);

  it('refuses the same amount for the same account from this device, naming the paid order', async () => {
    const first = await pay();
    expect(first.body.result).toBe(0);
    clock += 60_000;
    const again = await pay();
    expect(again.status).toBe(200);
    expectShape(RepeatRefusal, again.body);
    expect(again.body.data).toEqual({
      order_id: first.body.data.order_id,
      amount: 9.99,
      paid_at: Date.UTC(2025, 5, 1, 12) / 1000,
    });
    // rolled back before anything was spent: no order, the card token still usable
    expect(orderCount(t, device)).toBe(1);
    expect(tokenUsed(again.token.token)).toBeNull();
    expect(creditCount(t)).toBe(1);
  });

  it('pays the same attempt (X-CLI-RID and token) once the payer confirms it with repeat_ok=1', async () => {
    await pay();
    const rid = newRid();
    const token = await tokenize(t, '4242424242424242');
    const call = (fields: Record<string, string>) =>
      createOrder(t, { deviceId: device, rid, payType: CKO, fields: { ...ckoNewCard(token), ...fields } });
    expect((await call({})).json().result).toBe(REPEAT_PAYMENT);
    const confirmed = (await call({ repeat_ok: '1' })).json();
    expect(confirmed.result).toBe(0);
    expect(creditCount(t)).toBe(2);
    // repeat_ok=0 is no confirmation
    expect((await pay({ fields: { repeat_ok: '0' } })).body.result).toBe(REPEAT_PAYMENT);
  });

  it("answers a retry of the paid attempt's X-CLI-RID with that order's answer, not a refusal", async () => {
    const rid = newRid();
    const token = await tokenize(t, '4242424242424242');
    const call = () => createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
    const first = await call();
    expect((await call()).body).toBe(first.body);
    expect(creditCount(t)).toBe(1);
  });

  it('lets another amount or another account through, and the same again after 10 minutes', async () => {
    await pay();
    expect((await pay({ tier: LOW_TIER })).body.result).toBe(0);
    markVerified(t, device, SEED_ACCOUNTS.verifyTarget.uid);
    expect((await pay({ uid: SEED_ACCOUNTS.verifyTarget.uid })).body.result).toBe(0);
    clock += REPEAT_PAYMENT_WINDOW_MS - 1000;
    expect((await pay()).body.result).toBe(REPEAT_PAYMENT);
    clock += 1000;
    expect((await pay()).body.result).toBe(0);
  });

  it('counts only paid orders: a declined, cancelled or unfinished one is no reason to ask', async () => {
    expect((await pay({}, '4000000000000002')).body.result).not.toBe(0);
    const waiting = await pay({}, '4000000000003220');
    expect(waiting.body.data.url).toMatch(/^\/sandbox\/3ds\//);
    const hosted = (await createOrder(t, { deviceId: device, payType: 24, tier: HIGH_TIER })).json();
    await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${hosted.data.order_id}/cancel` });
    expect((await pay()).body.result).toBe(0);
  });

  it('asks the same logged-in payer on any device, not a visitor on another device', async () => {
    const key = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
    expect((await pay({ sessionKey: key })).body.result).toBe(0);
    const elsewhere = newDevice();
    expect((await pay({ sessionKey: key, deviceId: elsewhere })).body.result).toBe(REPEAT_PAYMENT);
    markVerified(t, elsewhere);
    expect((await pay({ deviceId: elsewhere })).body.result).toBe(0);
  });

  it('asks for every pay type, after the verification a stranger still needs', async () => {
    await pay();
    const hosted = await createOrder(t, { deviceId: device, payType: 24 });
    expect(hosted.json().result).toBe(REPEAT_PAYMENT);
    const applePay = await createOrder(t, { deviceId: device, payType: 26 });
    expect(applePay.json().result).toBe(REPEAT_PAYMENT);
    // another device without a code is asked for the code, as before
    expect((await pay({ deviceId: newDevice() })).body.result).toBe(VERIFY_REQUIRED);
  });
});
