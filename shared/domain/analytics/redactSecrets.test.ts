import { findSecret } from './findSecret';
import { REDACTED, redactSecrets } from './redactSecrets';

describe('redactSecrets (nothing secret is queued)', () => {
  it('replaces the values of secret fields in URLs, JSON and messages, keeping the rest', () => {
    expect(redactSecrets('https://x.example/pay?session_key=abc123&uid=7#ticket=t1')).toBe(
      `https://x.example/pay?session_key=${REDACTED}&uid=7#ticket=${REDACTED}`,
    );
    expect(redactSecrets('{"cvv":"123","uid":7}')).toBe(`{"cvv":"${REDACTED}","uid":7}`);
    expect(redactSecrets('wrong verify_code: 4821')).toBe(`wrong verify_code: ${REDACTED}`);
  });

  it('masks card numbers down to their last four digits', () => {
    expect(redactSecrets('declined 4242 4242 4242 4242.')).toBe('declined ****4242.');
    expect(redactSecrets('(5555555555554444)')).toBe('(****4444)');
    expect(redactSecrets('order TP1767225600000 1767225600000')).toBe('order TP1767225600000 1767225600000');
  });

  it('replaces known secret values wherever they are', () => {
    expect(redactSecrets('Bearer sk-7781-abcdef!', ['sk-7781-abcdef'])).toBe(`Bearer ${REDACTED}!`);
    expect(redactSecrets('ab', ['ab'])).toBe('ab'); // too short to look for
  });

  it('leaves nothing findSecret would flag', () => {
    const texts = [
      '/pay?session_key=k1&x-account-token=k2',
      '{"card":{"number":"4242424242424242","cvc":"737"},"otp":"1111"}',
      'password=p&id_token=t&access_token=a',
      'card 3782 822463 10005 and 6011-1111-1111-1117',
    ];
    for (const text of texts) expect(findSecret({ str_param2: redactSecrets(text) })).toBeNull();
  });
});
