import { EmptySuccess, FailureEnvelope, VerifyAccountWait } from '@topup/shared/contract';
import {
  USER_NOT_FOUND,
  VERIFY_ACCOUNT_LIMITED,
  VERIFY_CODE_MISSING,
  VERIFY_TOO_MANY_ATTEMPTS,
  VERIFY_WRONG_CODE,
} from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE = '0123456789abcdef0123456789abcdef';
const UID = SEED_ACCOUNTS.normal.uid;

describe('check_verify_code (spec 01 §4, §5, §8)', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  const sendCode = async (): Promise<string> => {
    const res = await t.app.inject({
      url: `/api/third_party_pay/send_verify_code/?uid=${UID}&is_auto=1`,
      headers: { 'x-cli-id': DEVICE },
    });
    expect(res.json().result).toBe(0);
    const body = t.db
      .prepare<[number], string>('SELECT body FROM inbox_messages WHERE uid = ? ORDER BY id DESC')
      .pluck()
      .get(UID);
    const code = /(?<!\d)\d{4}(?!\d)/.exec(body ?? '')?.[0];
    if (!code) throw new Error('no code in the inbox');
    return code;
  };
  const check = (code: string, device: string | null = DEVICE, uid: number | string = UID) =>
    t.app.inject({
      url: `/api/third_party_pay/check_verify_code/?uid=${uid}&verify_code=${encodeURIComponent(code)}`,
      headers: device === null ? {} : { 'x-cli-id': device },
    });
  const wrongOf = (code: string) => (code === '0000' ? '0001' : '0000');
  const verifiedRows = () => t.db.prepare('SELECT device_id, uid FROM verified_recipients').all();

  it('accepts the code from the inbox and records the device as verified for the account', async () => {
    const code = await sendCode();
    const res = await check(code);
    expect(res.statusCode).toBe(200);
    expectShape(EmptySuccess, res.json());
    expect(res.json()).toEqual({ result: 0 });
    expect(verifiedRows()).toEqual([{ device_id: DEVICE, uid: UID }]);
  });

  it('answers 32122 for a wrong code and keeps the code usable', async () => {
    const code = await sendCode();
    expect((await check(wrongOf(code))).json()).toEqual({
      result: VERIFY_WRONG_CODE,
      message: 'رمز التحقق غير صحيح',
    });
    expect(verifiedRows()).toEqual([]);
    expect((await check(code)).json().result).toBe(0);
  });

  it('answers 32121 on the 5th wrong code, and refuses the right code afterwards', async () => {
    const code = await sendCode();
    const wrong = wrongOf(code);
    for (let i = 0; i < 4; i++) expect((await check(wrong)).json().result).toBe(VERIFY_WRONG_CODE);
    expect((await check(wrong)).json()).toEqual({
      result: VERIFY_TOO_MANY_ATTEMPTS,
      message: 'محاولات كثيرة، حاول لاحقًا',
    });
    expect((await check(code)).json().result).toBe(VERIFY_TOO_MANY_ATTEMPTS);
    expect(verifiedRows()).toEqual([]);
  });

  it('lets a new code through once the burned one is replaced, 60 s after it was sent', async () => {
    const first = await sendCode();
    for (let i = 0; i < 5; i++) await check(wrongOf(first));
    clock += 60_000;
    const second = await sendCode();
    expect((await check(second)).json().result).toBe(0);
  });

  it('answers VERIFY_CODE_MISSING without a live code: never sent, expired, used, or another device', async () => {
    const missing = { result: VERIFY_CODE_MISSING, message: 'لا يوجد رمز تحقق صالح، اطلب رمزًا جديدًا' };
    expect((await check('1234')).json()).toEqual(missing);
    const code = await sendCode();
    expect((await check(code, 'e'.repeat(32))).json()).toEqual(missing);
    clock += 600_000;
    expect((await check(code)).json()).toEqual(missing);
    clock += 60_000;
    const fresh = await sendCode();
    expect((await check(fresh)).json().result).toBe(0);
    expect((await check(fresh)).json()).toEqual(missing);
  });

  it('limits the account, whatever the device ids: 25 made-up ids get 5 codes and 25 guesses (32127)', async () => {
    const ids = Array.from({ length: 25 }, (_, n) => n.toString(16).padStart(32, '0'));
    const sends = [];
    for (const id of ids)
      sends.push(
        await t.app.inject({
          url: `/api/third_party_pay/send_verify_code/?uid=${UID}&is_auto=1`,
          headers: { 'x-cli-id': id },
        }),
      );
    expect(sends.map((r) => r.json().result)).toEqual([
      ...Array<number>(5).fill(0),
      ...Array<number>(20).fill(VERIFY_ACCOUNT_LIMITED),
    ]);
    const limited = sends[5]!.json();
    expectShape(FailureEnvelope, limited);
    expect(limited).toEqual({
      result: VERIFY_ACCOUNT_LIMITED,
      message: 'طُلب التحقق من هذا الحساب مرات كثيرة خلال الساعة الأخيرة، حاول لاحقًا',
      data: { retry_after_s: 3600 },
    });
    expectShape(VerifyAccountWait, limited.data);
    // a code none of the five sent is
    const sent = t.db.prepare('SELECT body FROM inbox_messages WHERE uid = ?').pluck().all(UID).join(' ');
    const wrong = ['0000', '0001', '0002', '0003', '0004', '0005'].find((c) => !sent.includes(c))!;
    const guesses = [];
    for (const id of ids) for (let i = 0; i < 5; i++) guesses.push((await check(wrong, id)).json().result);
    // the five devices with a code spend their five tries each; then nothing is compared
    expect(guesses.filter((r) => r === VERIFY_ACCOUNT_LIMITED)).toHaveLength(125 - 25);
    expect((await check(wrong, ids[0])).json()).toMatchObject({ result: VERIFY_ACCOUNT_LIMITED });
  });

  it('answers 20100 for an unknown account', async () => {
    expect((await check('1234', DEVICE, 20_000_000 + 1000009)).json().result).toBe(USER_NOT_FOUND);
  });

  it.each([['12a4'], ['١٢٣٤'], ['123'], ['12345'], [''], [' 1234']])(
    'refuses %p: the code is 4 ASCII digits',
    async (code) => {
      const body = expectRejected(await check(code));
      expect(body.message).toBe('رمز التحقق مكوّن من 4 أرقام');
    },
  );

  it('refuses a call without a device id', async () => {
    const code = await sendCode();
    expect(expectRejected(await check(code, null)).message).toBe('معرّف الجهاز مفقود أو غير صالح');
  });
});
