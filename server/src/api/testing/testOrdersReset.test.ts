import { SuccessEnvelope, TestOrdersReset } from '@topup/shared/contract';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE, SEED_RECHARGE_RECORDS } from '../../db/seed';
import { sessionStore } from '../../db/sessions';
import {
  ckoNewCard,
  createOrder,
  markVerified,
  newDevice,
  rechargeCount,
  RECIPIENT,
  tokenize,
} from '../order/orderTestKit';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

describe('POST /__test/orders/reset (test mode)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(() => t.close());

  const reset = (payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/__test/orders/reset', payload });
  const count = (table: string) => t.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  const seededCards = () =>
    t.db
      .prepare(
        'SELECT source_id, deleted, card_valid_date, is_remember FROM saved_cards WHERE order_id IS NULL ORDER BY id',
      )
      .all();

  it("forgets one device's orders, credits, cards and tokens, and takes the credits back", async () => {
    const device = newDevice();
    const kept = newDevice();
    markVerified(t, device);
    markVerified(t, kept);
    const countBefore = rechargeCount(t);
    const key = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
    for (const d of [device, kept]) {
      const token = await tokenize(t, '4242424242424242', {}, d);
      // the test user pays the same twice, on two devices: confirmed as a repeat (repeat_ok)
      const fields = { ...ckoNewCard(token), repeat_ok: '1' };
      await createOrder(t, { deviceId: d, payType: 23, sessionKey: key, fields });
    }
    await tokenize(t, '4242424242424242', {}, device);
    expect(rechargeCount(t)).toBe(countBefore + 2);

    const body = (await reset({ device })).json();
    expectShape(SuccessEnvelope(TestOrdersReset), body);
    expect(body.data).toEqual({ orders: 1, credits: 1, cards: 1, tokens: 2 });
    expect(rechargeCount(t)).toBe(countBefore + 1);
    expect(count('orders')).toBe(1);
    expect(count('credits')).toBe(1);
    expect(t.db.prepare('SELECT COUNT(*) FROM saved_cards WHERE h5_deviceid = ?').pluck().get(kept)).toBe(1);
    // the seeded record of the test user for this recipient comes back as seeded
    const seeded = SEED_RECHARGE_RECORDS.records.normal;
    expect(
      t.db
        .prepare(
          'SELECT fill_times, last_fill_time FROM recharge_target_records WHERE owner_uid = ? AND to_uid = ?',
        )
        .get(SEED_ACCOUNTS.testUser.uid, RECIPIENT.uid),
    ).toEqual({ fill_times: seeded.fillTimes, last_fill_time: seeded.lastFillTime });
  });

  it('removes a record only a test order made', async () => {
    const device = newDevice();
    const key = sessionStore(t.db).create(RECIPIENT.uid);
    markVerified(t, device, SEED_ACCOUNTS.testUser.uid);
    const token = await tokenize(t, '4242424242424242');
    await createOrder(t, {
      deviceId: device,
      payType: 23,
      uid: SEED_ACCOUNTS.testUser.uid,
      sessionKey: key,
      fields: ckoNewCard(token),
    });
    const records = () =>
      t.db
        .prepare('SELECT COUNT(*) FROM recharge_target_records WHERE owner_uid = ?')
        .pluck()
        .get(RECIPIENT.uid);
    expect(records()).toBe(1);
    await reset({ device });
    expect(records()).toBe(0);
  });

  it('puts the seeded cards back as seeded and keeps them, with no body at all', async () => {
    const before = seededCards();
    const device = SEED_CARD_DEVICE.deviceId;
    const { cards } = SEED_CARD_DEVICE;
    await t.app.inject(
      `/api/web/delete_card_source/?fingerprint=${cards.ckoVisa.fingerprint}&h5_deviceid=${device}`,
    );
    await t.app.inject(
      `/api/web/update_card_source/?source_id=${cards.ckoExpired.sourceId}&card_valid_date=09/30&h5_deviceid=${device}`,
    );
    expect(seededCards()).not.toEqual(before);
    const res = await t.app.inject({ method: 'POST', url: '/__test/orders/reset' });
    expect(res.json().result).toBe(0);
    expect(seededCards()).toEqual(before);
    expect(count('saved_cards')).toBe(Object.keys(cards).length);
  });
});
