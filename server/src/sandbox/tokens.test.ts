import { FailureEnvelope, SandboxToken, SuccessEnvelope } from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../api/testApp';

const VALID = {
  number: '4242 4242 4242 4242',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
  name: 'Test User',
};

describe('POST /sandbox/v1/tokens', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 15, 12);
    t = await buildTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  const tokenize = (payload: Record<string, unknown>, url = '/sandbox/v1/tokens') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-cli-id': 'a'.repeat(32) } });

  it("answers a single-use token with what the page may show, and stores only that and the card's class", async () => {
    const res = await tokenize(VALID);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectShape(SuccessEnvelope(SandboxToken), body);
    expect(body.data).toEqual({
      token: expect.stringMatching(/^tok_sbx_[0-9a-f]{32}$/),
      bin: '424242',
      last4: '4242',
      scheme: 'visa',
      issuer: 'SANDBOX BANK',
      issuer_country: 'SA',
      card_valid_date: '12/30',
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const row = t.db.prepare('SELECT * FROM sandbox_tokens').get() as Record<string, unknown>;
    expect(row).toMatchObject({ card_class: 'success', device_id: 'a'.repeat(32), used_at_ms: null });
    expect(row.expires_at_ms).toBe(clock + 15 * 60 * 1000);
    // never the number or the CVV
    const everything = JSON.stringify(t.db.prepare('SELECT * FROM sandbox_tokens').all());
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('"123"');
  });

  it('gives the same card the same fingerprint, and another card another one', async () => {
    const a = (await tokenize(VALID)).json().data;
    const b = (await tokenize({ ...VALID, number: '4242424242424242', cvv: '999', name: 'X' })).json().data;
    const c = (await tokenize({ ...VALID, number: '5555555555554444' })).json().data;
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.token).not.toBe(b.token);
    expect(c.fingerprint).not.toBe(a.fingerprint);
    expect(c.scheme).toBe('mastercard');
  });

  it('keeps the test card class for the charge', async () => {
    await tokenize({ ...VALID, number: '4000 0000 0000 3220' });
    await tokenize({ ...VALID, number: '4000000000009995' });
    expect(
      t.db.prepare('SELECT card_class FROM sandbox_tokens ORDER BY created_at_ms, rowid').pluck().all(),
    ).toEqual(['threeDs', 'insufficientFunds']);
  });

  it('takes numbers as JSON numbers, two-digit years, Arabic-Indic digits and the path without a slash or with one', async () => {
    const res = await tokenize({
      ...VALID,
      number: '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢',
      expiry_month: 3,
      expiry_year: 31,
      cvv: 1234,
    });
    expect(res.json().data).toMatchObject({ last4: '4242', card_valid_date: '03/31' });
    expect((await tokenize(VALID, '/sandbox/v1/tokens/')).json().result).toBe(0);
  });

  it('accepts the current month at UTC+3', async () => {
    expect((await tokenize({ ...VALID, expiry_month: '6', expiry_year: '25' })).json().result).toBe(0);
  });

  it.each([
    ['a number failing Luhn', { number: '4242424242424241' }, 'number', 'رقم البطاقة غير صحيح'],
    ['a number too short', { number: '42424242' }, 'number', 'رقم البطاقة غير صحيح'],
    ['no number', { number: '' }, 'number', 'يرجى إدخال رقم البطاقة'],
    ['month 13', { expiry_month: '13' }, 'expiry_month', 'تاريخ الانتهاء غير صحيح'],
    [
      'a past month of this year',
      { expiry_month: '5', expiry_year: '2025' },
      'expiry_month',
      'تاريخ الانتهاء غير صحيح',
    ],
    ['a past year', { expiry_year: '2024' }, 'expiry_year', 'تاريخ الانتهاء غير صحيح'],
    ['a three-digit year', { expiry_year: '203' }, 'expiry_year', 'تاريخ الانتهاء غير صحيح'],
    ['a 2-digit CVV', { cvv: '12' }, 'cvv', 'رمز CVV غير صحيح'],
    ['a 5-digit CVV', { cvv: '12345' }, 'cvv', 'رمز CVV غير صحيح'],
    ['a CVV with a letter', { cvv: '12a' }, 'cvv', 'رمز CVV غير صحيح'],
    ['a name of emoji only', { name: '😀😀' }, 'name', 'اسم حامل البطاقة غير صحيح'],
    ['a name of 255 letters', { name: 'a'.repeat(255) }, 'name', 'اسم حامل البطاقة غير صحيح'],
    ['no name', { name: ' ' }, 'name', 'يرجى إدخال اسم حامل البطاقة'],
  ])('refuses %s with 400 and an Arabic message naming the field', async (_case, change, field, message) => {
    const res = await tokenize({ ...VALID, ...change });
    const body = expectRejected(res);
    expectShape(FailureEnvelope, body);
    expect(body).toEqual({ result: BAD_REQUEST, message, data: { field } });
    expect(t.db.prepare('SELECT COUNT(*) FROM sandbox_tokens').pluck().get()).toBe(0);
  });

  it('names a missing field too', async () => {
    const { cvv: _cvv, ...withoutCvv } = VALID;
    expect(expectRejected(await tokenize(withoutCvv))).toEqual({
      result: BAD_REQUEST,
      message: 'يرجى إدخال رمز CVV',
      data: { field: 'cvv' },
    });
  });

  it('refuses a body that is not JSON of an object', async () => {
    expectRejected(
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/v1/tokens',
        payload: '[1]',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
