import { findSecret, secretIn } from './findSecret';

const base = {
  event_name: 'page_view',
  uuid: '0123456789abcdef0123456789abcdef',
  version: '1.0.334',
  str_param1: JSON.stringify({
    uid: 21000001,
    op: 'open-1',
    tk: '5f1d7a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6',
    ua: 'Mozilla/5.0',
    proj: 'ksa',
    href: 'https://topup.example/pay?uid=1000100',
    rid: '',
  }),
  int_param1: 1767225600000,
};

describe('findSecret (no event carries a secret)', () => {
  it('passes an ordinary event', () => {
    expect(findSecret(base)).toBeNull();
    expect(
      findSecret({ ...base, str_param2: 'TP17672256000001234', str_param3: '{"code":"20051"}' }),
    ).toBeNull();
  });

  it('finds a session key by name, in a URL, in JSON, or by its known value', () => {
    const href = JSON.stringify({ href: 'https://topup.example/pay?session_key=s3cr3tKey' });
    expect(findSecret({ ...base, str_param1: href })).toEqual({ kind: 'sessionKey', param: 'str_param1' });
    expect(findSecret({ ...base, str_param2: '{"skey":"abc"}' })).toEqual({
      kind: 'sessionKey',
      param: 'str_param2',
    });
    expect(findSecret({ ...base, session_key: 'k' })).toEqual({ kind: 'sessionKey', param: 'session_key' });
    expect(
      findSecret({ ...base, str_param4: 'failed for sk-7781-abcdef' }, { known: ['sk-7781-abcdef'] }),
    ).toEqual({ kind: 'sessionKey', param: 'str_param4' });
    // a short known value is too likely to appear by chance to be looked for
    expect(findSecret({ ...base, str_param4: 'abc' }, { known: ['abc'] })).toBeNull();
  });

  it('finds a card number (13–19 digits passing Luhn, possibly spaced)', () => {
    expect(findSecret({ ...base, str_param3: 'number 4242 4242 4242 4242' })).toEqual({
      kind: 'cardNumber',
      param: 'str_param3',
    });
    expect(findSecret({ ...base, str_param3: '{"card_number":"x"}' })?.kind).toBe('cardNumber');
    expect(findSecret({ ...base, str_param3: '4000000000000002' })?.kind).toBe('cardNumber');
    expect(findSecret({ ...base, str_param3: '4000000000000001' })).toBeNull(); // not Luhn
    expect(findSecret({ ...base, int_param2: 4242424242424242 })?.kind).toBe('cardNumber');
  });

  it('finds a CVV or a verification code field with a value', () => {
    expect(findSecret({ ...base, str_param2: '{"cvv":"123"}' })?.kind).toBe('cvv');
    expect(findSecret({ ...base, str_param2: 'cvc=737' })?.kind).toBe('cvv');
    expect(findSecret({ ...base, str_param2: '{"verify_code":4821}' })?.kind).toBe('verificationCode');
    expect(findSecret({ ...base, str_param2: '{"cvv":""}' })).toBeNull();
  });

  it('finds a login credential (ticket, password) too', () => {
    expect(findSecret({ ...base, str_param1: '{"href":"/login?ticket=t-991"}' })?.kind).toBe('credential');
    expect(secretIn('password: hunter2')).toBe('credential');
  });

  it('searches nested objects as their JSON', () => {
    expect(findSecret({ data: { card: { cvv: '123' } } })?.kind).toBe('cvv');
  });
});
