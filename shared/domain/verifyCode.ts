import { toLatinDigits } from './digits';

// spec 01 §4, §5, §9: the verification code has 4 digits and can be resent 60 s after the last send.
export const VERIFY_CODE_LENGTH = 4;
export const RESEND_COOLDOWN_MS = 60_000;

/**
 * Arabic digit words after `foldArabic` (alef forms folded to ا, ة to ه, ى to ي), longest spelling
 * first inside each digit so "ثلاثه" is not read as "ثلاث" plus a stray letter.
 */
const DIGIT_WORDS: ReadonlyArray<readonly [string, string]> = (
  [
    ['0', ['صفر']],
    ['1', ['واحده', 'واحد']],
    ['2', ['اثنتان', 'اثنتين', 'اثنان', 'اثنين']],
    ['3', ['ثلاثه', 'ثلاث']],
    ['4', ['اربعه', 'اربع']],
    ['5', ['خمسه', 'خمس']],
    ['6', ['سته', 'ست']],
    ['7', ['سبعه', 'سبع']],
    ['8', ['ثمانيه', 'ثماني', 'ثمان']],
    ['9', ['تسعه', 'تسع']],
  ] as const
)
  .flatMap(([digit, words]) => words.map((w) => [w, digit] as const))
  .sort((a, b) => b[0].length - a[0].length);

/** "and": joins digit words ("واحد واثنان", "واحد و اثنان"). */
const CONJUNCTION = 'و';

/**
 * Folds the spelling variants users type: diacritics and tatweel removed, hamza and madda forms of
 * alef to bare alef, taa marbuta to haa, alef maqsura and Persian yeh to yeh.
 */
function foldArabic(s: string): string {
  return s
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىی]/g, 'ي');
}

/**
 * Reads one run of Arabic letters as digit words and "و" joiners, or returns null when the run is
 * something else. The whole run has to be consumed, so "استخدم" is not read as a 6 from its "ست".
 */
function parseWordRun(run: string): string | null {
  if (run === '') return '';
  for (const [word, digit] of DIGIT_WORDS) {
    if (run.startsWith(word)) {
      const rest = parseWordRun(run.slice(word.length));
      if (rest !== null) return digit + rest;
    }
  }
  if (run.startsWith(CONJUNCTION)) return parseWordRun(run.slice(CONJUNCTION.length));
  return null;
}

export interface VerifyCodeInput {
  /** Latin digits, at most 4. */
  digits: string;
  /** Something that was neither a digit nor a digit word was typed: show "the code is a 4-digit number". */
  nonNumeric: boolean;
}

/**
 * spec 01 §5: Arabic-Indic and Persian digits and Arabic digit words become Latin digits, anything
 * else is dropped, and the result is cut to 4 digits. Whitespace separates words and is not flagged.
 */
export function normaliseVerifyCode(raw: string): VerifyCodeInput {
  const text = foldArabic(toLatinDigits(raw));
  let digits = '';
  let nonNumeric = false;
  for (const token of text.match(/[0-9]+|[\u0621-\u064a]+|\s+|[^0-9\u0621-\u064a\s]+/g) ?? []) {
    if (/^[0-9]+$/.test(token)) digits += token;
    else if (/^\s+$/.test(token)) continue;
    else {
      const parsed = /^[\u0621-\u064a]+$/.test(token) ? parseWordRun(token) : null;
      if (parsed === null) nonNumeric = true;
      else digits += parsed;
    }
  }
  return { digits: digits.slice(0, VERIFY_CODE_LENGTH), nonNumeric };
}

/** spec 01 §4: confirm needs all four digits. */
export function isCompleteCode(digits: string): boolean {
  return new RegExp(`^[0-9]{${VERIFY_CODE_LENGTH}}$`).test(digits);
}

/**
 * Milliseconds until a resend is allowed (0: allowed now). A send time in the future (clock moved
 * back, or a tampered stored timestamp) counts as "just sent", so the wait never exceeds 60 s.
 */
export function resendRemainingMs(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null || !Number.isFinite(lastSentAt)) return 0;
  const elapsed = Math.max(0, now - lastSentAt);
  return Math.max(0, RESEND_COOLDOWN_MS - elapsed);
}

/** The whole seconds shown on the resend button: 1 ms left still shows 1. */
export function countdownSeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
