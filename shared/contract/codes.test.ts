import * as codes from './codes';

// One code, one meaning: the codes this contract adds (ours) never reuse one the spec gives another meaning.

describe('result codes', () => {
  it('the sign-in codes are not the cards\' "try another card" codes', () => {
    const signIn = [
      codes.LOGIN_WRONG_PASSWORD,
      codes.LOGIN_PHONE_WRONG_PASSWORD,
      codes.LOGIN_LOCKED,
      codes.LOGIN_TICKET_INVALID,
      codes.SOCIAL_TOKEN_INVALID,
    ].map(String);
    expect(signIn.filter((c) => (codes.TRY_ANOTHER_CARD_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  it('no two named codes share a number', () => {
    const byNumber = new Map<number, string[]>();
    for (const [name, n] of Object.entries(codes) as [string, unknown][]) {
      if (typeof n === 'number') byNumber.set(n, [...(byNumber.get(n) ?? []), name]);
    }
    expect([...byNumber.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
