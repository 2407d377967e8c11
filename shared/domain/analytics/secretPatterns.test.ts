import {
  CARD_CANDIDATE,
  NAMED_VALUE,
  isCardNumber,
  passesLuhn,
  secretKindOfName,
  secretValueRanges,
} from './secretPatterns';

const names = (text: string) => [...text.matchAll(NAMED_VALUE)].map((m) => [m[1], m[2]]);
const cards = (text: string) =>
  [...text.matchAll(CARD_CANDIDATE)].map((m) => m[2] ?? '').filter((c) => isCardNumber(c));

describe('secret patterns (no event carries a secret)', () => {
  it('names the kind of a secret field, however it is spelled', () => {
    expect(secretKindOfName('session_key')).toBe('sessionKey');
    expect(secretKindOfName('sessionKey')).toBe('sessionKey');
    expect(secretKindOfName('X-Session-Key')).toBe('sessionKey');
    expect(secretKindOfName('skey')).toBe('sessionKey');
    expect(secretKindOfName('card_number')).toBe('cardNumber');
    expect(secretKindOfName('CVV')).toBe('cvv');
    expect(secretKindOfName('encryptedSecurityCode')).toBe('cvv');
    expect(secretKindOfName('verify_code')).toBe('verificationCode');
    expect(secretKindOfName('ticket')).toBe('credential');
    for (const plain of ['code', 'uid', 'tk', 'rid', 'order_id', 'token', 'status'])
      expect(secretKindOfName(plain)).toBeUndefined();
  });

  it('finds named values in queries, JSON (also escaped) and messages', () => {
    expect(names('/pay?session_key=abc&uid=1#cvv=123')).toEqual([
      ['session_key', 'abc'],
      ['uid', '1'],
      ['cvv', '123'],
    ]);
    expect(names('{"card":{"cvv":"123"},"n":7}')).toEqual([
      ['card', ''],
      ['cvv', '123'],
      ['n', '7'],
    ]);
    expect(names('{\\"verify_code\\":\\"4821\\"}')).toEqual([['verify_code', '4821']]);
    expect(names('bad cvc: 999 given')).toEqual([['cvc', '999']]);
  });

  it('finds a secret field inside the value of another (a session key in an address in JSON)', () => {
    const text = '{"href":"https://x.example/?session_key=k1&ticket=t2","n":1}';
    const values = secretValueRanges(text).map(([a, b]) => text.slice(a, b));
    expect(values).toEqual(['k1', 't2']);
  });

  it('searches a long text in linear time', () => {
    const long = 'a'.repeat(200_000);
    const started = Date.now();
    expect(secretValueRanges(long)).toEqual([]);
    expect([...long.matchAll(CARD_CANDIDATE)]).toEqual([]);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it('finds card numbers in one run or in groups, 13 to 19 digits', () => {
    expect(cards('card 4242424242424242 used')).toEqual(['4242424242424242']);
    expect(cards('4242 4242 4242 4242')).toEqual(['4242 4242 4242 4242']);
    expect(cards('5555-5555-5555-4444')).toEqual(['5555-5555-5555-4444']);
    expect(cards('amex 3782 822463 10005')).toEqual(['3782 822463 10005']);
    expect(cards('4222222222222')).toEqual(['4222222222222']); // 13-digit Visa
    expect(cards('6011111111111117')).toEqual(['6011111111111117']);
    expect(cards('2223003122003222')).toEqual(['2223003122003222']); // Mastercard 2-series
  });

  it('does not take ids, times or numbers inside words for card numbers', () => {
    expect(cards('4242424242424241')).toEqual([]); // fails Luhn
    expect(cards('1767225600000')).toEqual([]); // a time in ms
    expect(cards('h5-0123456789abcdef0123456789abcdef-1767225600000')).toEqual([]);
    expect(cards('TP4242424242424242')).toEqual([]); // inside a word
    expect(cards('3f2b8c1e9d4a4b7e8f0a1b2c3d4e5f604242424242424')).toEqual([]);
    expect(cards('42424242424242424242')).toEqual([]); // 20 digits
    expect(cards('4242 4242-4242 4242')).toEqual([]); // mixed separators
    expect(cards('2024010112345678')).toEqual([]); // 2… outside 2221–2720
  });
});
