// No analytics event may carry a session key, a card number, a CVV or a
// verification code. These are the detectors both the redaction (before an event is queued) and
// findSecret (the check a browser test runs on every event sent) use, so the two cannot disagree.

export type SecretKind = 'sessionKey' | 'cardNumber' | 'cvv' | 'verificationCode' | 'credential';

/** Field names by the secret they hold, compared lower case without '_' and '-'. */
const SECRET_NAMES: Readonly<Record<string, SecretKind>> = {
  sessionkey: 'sessionKey',
  skey: 'sessionKey',
  xsessionkey: 'sessionKey',
  xaccounttoken: 'sessionKey',
  loginkey: 'sessionKey',
  cardnumber: 'cardNumber',
  cardno: 'cardNumber',
  cardnum: 'cardNumber',
  pan: 'cardNumber',
  encryptedcardnumber: 'cardNumber',
  cvv: 'cvv',
  cvv2: 'cvv',
  cvc: 'cvv',
  cvc2: 'cvv',
  cardcvv: 'cvv',
  cardcvc: 'cvv',
  securitycode: 'cvv',
  encryptedsecuritycode: 'cvv',
  verifycode: 'verificationCode',
  verificationcode: 'verificationCode',
  smscode: 'verificationCode',
  checkcode: 'verificationCode',
  otp: 'verificationCode',
  // (ours) what signs a user in is as sensitive as the session key it is exchanged for
  password: 'credential',
  passwd: 'credential',
  ticket: 'credential',
  accesstoken: 'credential',
  idtoken: 'credential',
};

export function secretKindOfName(name: string): SecretKind | undefined {
  return SECRET_NAMES[name.toLowerCase().replace(/[-_]/g, '')];
}

/**
 * A named value in any text: `name=value` of a query or form, `"name":"value"` of JSON (also escaped
 * inside another JSON string), `name: value` of a message. The value (group 2) is read in a look-ahead, so
 * the search goes on inside it: the `session_key=…` inside `"href":"https://…?session_key=…"` is found
 * too. A name starts after a non-word character (this keeps the search linear in the text's length).
 * A value stops at a separator; one that opens an object or a list is empty here (its own fields are
 * matched on their own).
 */
export const NAMED_VALUE = /(?:^|[^\w-])([A-Za-z][\w-]*)\\*["']?\s*[:=]\s*\\*["']?(?=([^\s&#"'\\,;{}[\]]*))/g;

/** Where the values of secret fields are in a text: [start, end) ranges, in order, not overlapping. */
export function secretValueRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(NAMED_VALUE)) {
    const value = m[2] ?? '';
    if (value === '' || !secretKindOfName(m[1] ?? '')) continue;
    const start = (m.index ?? 0) + m[0].length;
    const last = ranges[ranges.length - 1]; // not .at(): iOS 15.0–15.3 lack it (README "Browsers")
    if (last && start <= last[1]) last[1] = Math.max(last[1], start + value.length);
    else ranges.push([start, start + value.length]);
  }
  return ranges;
}

/**
 * Card numbers as people and forms write them: 13–19 digits in one run, or groups (4 digits, then groups
 * of 3–6) with one kind of separator, a space or a dash. The digits must stand alone: a run inside a word
 * ("TP2024…", a hex id followed by a time) is not a card number. Only the first digits cards start with
 * (2 for Mastercard's 2-series, 3 to 6) are looked at: times in milliseconds (1…) never match.
 */
export const CARD_CANDIDATE =
  /(^|[^0-9A-Za-z])([2-6]\d{12,18}|[2-6]\d{3}([ -])\d{3,6}(?:\3\d{3,6}){1,3})(?![0-9A-Za-z])/g;

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Whether a matched candidate (with its separators) is a card number: 13–19 digits, a card's prefix, Luhn. */
export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  // the 2-series of Mastercard is 2221–2720, 16 digits; other 2… numbers are not cards
  if (digits.startsWith('2')) {
    const head = Number(digits.slice(0, 4));
    if (digits.length !== 16 || head < 2221 || head > 2720) return false;
  }
  return passesLuhn(digits);
}

/** A known secret value (the session key in use, the login ticket) is looked for only from this length on. */
export const KNOWN_SECRET_MIN_LENGTH = 8;
