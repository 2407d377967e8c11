import {
  ACCOUNT_BANNED,
  ACCOUNT_DELETED,
  ACCOUNT_DELETING,
  ACCOUNT_OTHER_APP,
  CARD_TOKEN_INVALID,
  GUEST_NOT_RECHARGEABLE,
  USER_NOT_FOUND,
  VERIFY_CODE_MISSING,
  VERIFY_REQUIRED,
  WEB_RECHARGE_UNAVAILABLE,
} from '@topup/shared/contract/codes';
import { REPEAT_PAYMENT_WINDOW_MS } from '@topup/shared/domain/repeatPayment';
import { rechargeIdOf, SEED_ACCOUNTS, SEED_CARD_DEVICE } from '../../db/seed';
import { sessionStore } from '../../db/sessions';
import { buildTestApp, expectRejected, type TestApp } from '../testApp';
import {
  ckoNewCard,
  createOrder,
  HIGH_TIER,
  isSafeUrl,
  markVerified,
  newDevice,
  newRid,
  orderQuery,
  RECIPIENT,
  tokenize,
} from './orderTestKit';

const CKO = 23;
const orders = (t: TestApp): number => t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number;

describe('create_coin_pay refusals before any charge (spec 01 §5, §6, §8)', () => {
  let t: TestApp;
  let clock: number;
  let device: string;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock });
    device = newDevice();
  });
  afterEach(() => t.close());

  const payNew = async (uid: number, options: { sessionKey?: string; deviceId?: string } = {}) => {
    const token = await tokenize(t, '4242424242424242');
    return createOrder(t, {
      deviceId: options.deviceId ?? device,
      payType: CKO,
      uid,
      fields: ckoNewCard(token),
      ...(options.sessionKey !== undefined ? { sessionKey: options.sessionKey } : {}),
    });
  };

  it.each([
    ['unknown', SEED_ACCOUNTS.normal.uid + 8, USER_NOT_FOUND],
    ['banned', SEED_ACCOUNTS.bannedUntilDate.uid, ACCOUNT_BANNED],
    ['banned permanently', SEED_ACCOUNTS.bannedPermanently.uid, ACCOUNT_BANNED],
    ['deleted', SEED_ACCOUNTS.deleted.uid, ACCOUNT_DELETED],
    ['being deleted', SEED_ACCOUNTS.deleting.uid, ACCOUNT_DELETING],
    ['a guest', SEED_ACCOUNTS.guest.uid, GUEST_NOT_RECHARGEABLE],
    ["the sister app's", SEED_ACCOUNTS.sourceMismatch.uid, ACCOUNT_OTHER_APP],
    ['without web recharge', SEED_ACCOUNTS.webRechargeUnavailable.uid, WEB_RECHARGE_UNAVAILABLE],
  ])('refuses a recipient that is %s with its code, and keeps no order', async (_case, uid, code) => {
    if (code !== USER_NOT_FOUND) markVerified(t, device, uid);
    const res = await payNew(uid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: code, message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(orders(t)).toBe(0);
  });

  it('refuses a display id where the internal uid belongs (pay calls carry the internal id)', async () => {
    expect((await payNew(SEED_ACCOUNTS.normal.displayUid)).json().result).toBe(USER_NOT_FOUND);
  });

  it('answers 400 for a recharge_id that is unknown, or that does not offer the pay type', async () => {
    markVerified(t, device);
    const token = await tokenize(t, '4242424242424242');
    const call = (rechargeId: number) =>
      t.app.inject({
        url: `/api/order/create_coin_pay/?${orderQuery({
          deviceId: device,
          payType: CKO,
          fields: ckoNewCard(token),
        }).replace(`recharge_id=${rechargeIdOf(HIGH_TIER, CKO)}`, `recharge_id=${rechargeId}`)}`,
        headers: { 'x-cli-rid': newRid() },
      });
    expectRejected(await call(999_999));
    expectRejected(await call(rechargeIdOf(HIGH_TIER, 24)));
    expect(orders(t)).toBe(0);
  });

  it('answers 400 without X-CLI-RID, with a malformed one, or without a device id', async () => {
    markVerified(t, device);
    const query = orderQuery({ deviceId: device, payType: 24 });
    const missing = expectRejected(await t.app.inject(`/api/order/create_coin_pay/?${query}`));
    expect(missing.message).toContain('X-CLI-RID');
    expectRejected(
      await t.app.inject({ url: `/api/order/create_coin_pay/?${query}`, headers: { 'x-cli-rid': 'a b' } }),
    );
    const noDevice = orderQuery({ deviceId: device, payType: 24, deviceInHeader: true });
    expectRejected(
      await t.app.inject({
        url: `/api/order/create_coin_pay/?${noDevice}`,
        headers: { 'x-cli-rid': newRid() },
      }),
    );
    expect(orders(t)).toBe(0);
  });

  it('reads the device from x-cli-id when ext has none', async () => {
    markVerified(t, device);
    const res = await createOrder(t, { deviceId: device, payType: 24, deviceInHeader: true });
    expect(res.json().result).toBe(0);
    expect(res.json().data.url).toMatch(/^\/sandbox\/checkout\/TP[0-9]+$/);
  });

  it('answers 400 for an ext that is not the JSON of an object, or a device id that is not 32 hex', async () => {
    const call = (ext: string) =>
      t.app.inject({
        url: `/api/order/create_coin_pay/?source=1&recharge_id=${rechargeIdOf(HIGH_TIER, 24)}&uid=${RECIPIENT.uid}&pay_type=24&ext=${encodeURIComponent(ext)}`,
        headers: { 'x-cli-rid': newRid() },
      });
    expect(expectRejected(await call('{nope')).message).toContain('ext');
    expectRejected(await call('"text"'));
    expectRejected(await call(JSON.stringify({ h5_deviceid: 'C0FFEE' })));
  });

  describe('verification (spec 01 §6)', () => {
    it('is required for another account this device never verified nor paid for', async () => {
      const res = await payNew(RECIPIENT.uid);
      expect(res.json()).toEqual({ result: VERIFY_REQUIRED, message: expect.stringMatching(/رمز التحقق/) });
      expect(VERIFY_REQUIRED).not.toBe(VERIFY_CODE_MISSING);
      expect(orders(t)).toBe(0);
    });

    it('gives the card token back when the order is refused: it pays once the code is checked', async () => {
      const token = await tokenize(t, '4242424242424242');
      const rid = newRid();
      const call = () => createOrder(t, { deviceId: device, rid, payType: CKO, fields: ckoNewCard(token) });
      expect((await call()).json().result).toBe(VERIFY_REQUIRED);
      markVerified(t, device);
      expect((await call()).json().result).toBe(0);
    });

    it('is not needed after this device passed a code for the account', async () => {
      markVerified(t, device);
      expect((await payNew(RECIPIENT.uid)).json().result).toBe(0);
      // the pair is per device
      expect((await payNew(RECIPIENT.uid, { deviceId: newDevice() })).json().result).toBe(VERIFY_REQUIRED);
    });

    it("is not needed for the logged-in user's own account", async () => {
      const self = SEED_ACCOUNTS.testUser.uid;
      const key = sessionStore(t.db).create(self);
      expect((await payNew(self, { sessionKey: key })).json().result).toBe(0);
      // logged out on another device, the same account is someone else's
      expect((await payNew(self, { deviceId: newDevice() })).json().result).toBe(VERIFY_REQUIRED);
    });

    it('is not needed once this device has paid for the account', async () => {
      markVerified(t, device);
      expect((await payNew(RECIPIENT.uid)).json().result).toBe(0);
      t.db.prepare('DELETE FROM verified_recipients').run();
      clock += REPEAT_PAYMENT_WINDOW_MS; // no longer a repeat of the first
      expect((await payNew(RECIPIENT.uid)).json().result).toBe(0);
    });

    it('is not needed once the logged-in user has paid for the account, from any device', async () => {
      const key = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
      // without recharge records, only the earlier paid order can spare the code
      t.db.prepare('DELETE FROM recharge_target_records').run();
      markVerified(t, device);
      expect((await payNew(RECIPIENT.uid, { sessionKey: key })).json().result).toBe(0);
      t.db.prepare('DELETE FROM recharge_target_records').run();
      clock += REPEAT_PAYMENT_WINDOW_MS; // no longer a repeat of the first
      expect((await payNew(RECIPIENT.uid, { sessionKey: key, deviceId: newDevice() })).json().result).toBe(0);
      expect((await payNew(RECIPIENT.uid, { deviceId: newDevice() })).json().result).toBe(VERIFY_REQUIRED);
    });

    it("is not needed for an account in this device's recharge records, or in the logged-in user's", async () => {
      // the seeded records of the test user were made on the card test device
      expect((await payNew(RECIPIENT.uid, { deviceId: SEED_CARD_DEVICE.deviceId })).json().result).toBe(0);
      const key = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
      expect((await payNew(RECIPIENT.uid, { sessionKey: key })).json().result).toBe(0);
    });
  });

  describe('card tokens', () => {
    beforeEach(() => markVerified(t, device));

    it('pays one order per token: a second order with it is CARD_TOKEN_INVALID', async () => {
      const token = await tokenize(t, '4242424242424242');
      const first = await createOrder(t, { deviceId: device, payType: CKO, fields: ckoNewCard(token) });
      expect(first.json().result).toBe(0);
      // confirmed as a repeat (repeat_ok), so only the token decides
      const second = await createOrder(t, {
        deviceId: device,
        payType: CKO,
        fields: { ...ckoNewCard(token), repeat_ok: '1' },
      });
      expect(second.json()).toEqual({
        result: CARD_TOKEN_INVALID,
        message: expect.stringMatching(/[\u0600-\u06FF]/),
      });
    });

    it('refuses a token older than 15 minutes, and an invented one', async () => {
      const token = await tokenize(t, '4242424242424242');
      clock += 15 * 60 * 1000;
      expect(
        (await createOrder(t, { deviceId: device, payType: CKO, fields: ckoNewCard(token) })).json().result,
      ).toBe(CARD_TOKEN_INVALID);
      expect(
        (
          await createOrder(t, {
            deviceId: device,
            payType: CKO,
            fields: { cko_token: `tok_sbx_${'0'.repeat(32)}` },
          })
        ).json().result,
      ).toBe(CARD_TOKEN_INVALID);
    });
  });

  describe('return URL', () => {
    beforeEach(() => markVerified(t, device));

    it.each([
      ['/pay', '/pay'],
      ['/recharge', '/recharge'],
      ['/pay-step', '/pay-step'],
      ['//evil.example.com', '/pay'],
      ['https://evil.example.com/pay', '/pay'],
      ['javascript:alert(1)', '/pay'],
      ['/fines', '/pay'],
    ])('ext.return_path %p returns to %p, never off the site', async (returnPath, expected) => {
      const token = await tokenize(t, '4242424242424242');
      const res = await createOrder(t, {
        deviceId: device,
        payType: CKO,
        returnPath,
        fields: ckoNewCard(token),
      });
      const url = res.json().data.url as string;
      expect(url.startsWith(`${expected}?zp_show=1&`)).toBe(true);
      expect(isSafeUrl(url)).toBe(true);
    });
  });
});
