import {
  FailureEnvelope,
  SendVerifyCodeResult,
  SuccessEnvelope,
  VerifyResendWait,
} from '@topup/shared/contract';
import {
  ACCOUNT_BANNED,
  ACCOUNT_DELETED,
  ACCOUNT_DELETING,
  ACCOUNT_OTHER_APP,
  GUEST_NOT_RECHARGEABLE,
  USER_NOT_FOUND,
  VERIFY_RESEND_TOO_SOON,
  WEB_RECHARGE_UNAVAILABLE,
} from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { markDeviceVerified } from '../../db/testDevices';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE = '0123456789abcdef0123456789abcdef';
const NORMAL = SEED_ACCOUNTS.normal;

describe('send_verify_code (spec 01 §4, §5, §9)', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  const send = (uid: number | string, device: string | null = DEVICE, isAuto: 0 | 1 = 0) =>
    t.app.inject({
      method: 'GET',
      url: `/api/third_party_pay/send_verify_code/?uid=${uid}&is_auto=${isAuto}`,
      headers: device === null ? {} : { 'x-cli-id': device },
    });
  const inbox = (uid: number) =>
    t.db
      .prepare<[number], { body: string; created_at: number }>(
        'SELECT body, created_at FROM inbox_messages WHERE uid = ? ORDER BY id',
      )
      .all(uid);

  it('sends a 4-digit code to the account inbox and tells the resend and expiry times', async () => {
    const res = await send(NORMAL.uid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectShape(SuccessEnvelope(SendVerifyCodeResult), body);
    expect(body).toEqual({ result: 0, data: { resend_after_s: 60, expires_in_s: 600 } });
    const [message, ...more] = inbox(NORMAL.uid);
    expect(more).toEqual([]);
    expect(message?.body).toMatch(/^[\u0600-\u06FF].*(?<!\d)\d{4}(?!\d)/);
    expect(message?.body).toContain('رمز التحقق');
    expect(message?.created_at).toBe(clock / 1000);
  });

  it('sends no code to a device already verified for the account, and says so (verified: 1)', async () => {
    markDeviceVerified(t.db, DEVICE, NORMAL.uid);
    const body = (await send(NORMAL.uid, DEVICE, 1)).json();
    expectShape(SuccessEnvelope(SendVerifyCodeResult), body);
    expect(body.data).toMatchObject({ verified: 1 });
    expect(inbox(NORMAL.uid)).toEqual([]);
    // another device still gets its code
    expect((await send(NORMAL.uid, 'f'.repeat(32))).json().data).not.toHaveProperty('verified');
    expect(inbox(NORMAL.uid)).toHaveLength(1);
  });

  it('sends a different random code per request', async () => {
    const codes = new Set<string>();
    // a quarter of an hour apart: never more than the account's 5 codes an hour
    for (let i = 0; i < 8; i++) {
      clock += 15 * 60_000;
      expect((await send(NORMAL.uid)).json().result).toBe(0);
    }
    for (const m of inbox(NORMAL.uid)) codes.add(/(?<!\d)\d{4}(?!\d)/.exec(m.body)?.[0] ?? '');
    expect(codes.size).toBeGreaterThan(1);
  });

  it('refuses a resend at 59 s with the seconds left, and sends at 60 s', async () => {
    await send(NORMAL.uid);
    clock += 59_000;
    const early = await send(NORMAL.uid, DEVICE, 1);
    expect(early.statusCode).toBe(200);
    const refused = early.json();
    expectShape(FailureEnvelope, refused);
    expect(refused).toEqual({
      result: VERIFY_RESEND_TOO_SOON,
      message: 'يمكنك طلب رمز تحقق جديد بعد 60 ثانية من آخر إرسال',
      data: { retry_after_s: 1 },
    });
    expectShape(VerifyResendWait, refused.data);
    expect(inbox(NORMAL.uid)).toHaveLength(1);
    clock += 1_000;
    expect((await send(NORMAL.uid)).json().result).toBe(0);
    expect(inbox(NORMAL.uid)).toHaveLength(2);
  });

  it('times the resend per device: another browser may ask at once', async () => {
    await send(NORMAL.uid);
    expect((await send(NORMAL.uid, 'f'.repeat(32))).json().result).toBe(0);
  });

  it('answers 20100 for an unknown internal uid, and for a display id (pay calls carry the internal uid)', async () => {
    expect((await send(20_000_000 + 1000009)).json()).toEqual({
      result: USER_NOT_FOUND,
      message: 'لا يوجد تطابق، تحقق من الإدخال',
    });
    expect((await send(NORMAL.displayUid)).json().result).toBe(USER_NOT_FOUND);
    expect((await send('9'.repeat(20))).json().result).toBe(USER_NOT_FOUND);
  });

  it.each([
    [SEED_ACCOUNTS.bannedUntilDate.uid, ACCOUNT_BANNED],
    [SEED_ACCOUNTS.deleted.uid, ACCOUNT_DELETED],
    [SEED_ACCOUNTS.deleting.uid, ACCOUNT_DELETING],
    [SEED_ACCOUNTS.guest.uid, GUEST_NOT_RECHARGEABLE],
    [SEED_ACCOUNTS.sourceMismatch.uid, ACCOUNT_OTHER_APP],
    [SEED_ACCOUNTS.webRechargeUnavailable.uid, WEB_RECHARGE_UNAVAILABLE],
  ])('sends no code for %i, which cannot be topped up (%i)', async (uid, code) => {
    const body = (await send(uid)).json();
    expect(body).toEqual({ result: code, message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(inbox(uid)).toEqual([]);
  });

  it.each([
    ['no x-cli-id', null],
    ['an x-cli-id that is not 32 lower-case hex', 'ABCDEF0123456789ABCDEF0123456789'],
  ])('refuses a call with %s (the code verifies a device)', async (_case, device) => {
    const body = expectRejected(await send(NORMAL.uid, device));
    expect(body.message).toBe('معرّف الجهاز مفقود أو غير صالح');
    expect(inbox(NORMAL.uid)).toEqual([]);
  });

  it.each([
    ['no is_auto', `uid=${NORMAL.uid}`],
    ['is_auto 2', `uid=${NORMAL.uid}&is_auto=2`],
    ['a non-digit uid', 'uid=abc&is_auto=0'],
  ])('refuses %s with 400', async (_case, query) => {
    expectRejected(
      await t.app.inject({
        url: `/api/third_party_pay/send_verify_code/?${query}`,
        headers: { 'x-cli-id': DEVICE },
      }),
    );
  });

  it('works inside a batch, with the device id from the batch headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/batch_request/',
      headers: { 'x-cli-id': DEVICE },
      payload: {
        async: false,
        timeout: 5000,
        requests: [
          {
            method: 'GET',
            path: '/api/third_party_pay/send_verify_code/',
            request_id: 'send',
            params: { uid: NORMAL.uid, is_auto: 1 },
          },
        ],
      },
    });
    expect(JSON.parse(res.json().data.ResultMap.send)).toMatchObject({ result: 0 });
    expect((await send(NORMAL.uid)).json().result).toBe(VERIFY_RESEND_TOO_SOON);
  });
});
