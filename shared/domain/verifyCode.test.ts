import fc from 'fast-check';
import {
  RESEND_COOLDOWN_MS,
  VERIFY_CODE_LENGTH,
  countdownSeconds,
  isCompleteCode,
  normaliseVerifyCode,
  resendRemainingMs,
} from './verifyCode';

describe('verification code input (spec 01 §4, §5, §9)', () => {
  it('has 4 digits', () => {
    expect(VERIFY_CODE_LENGTH).toBe(4);
    expect(isCompleteCode('123')).toBe(false);
    expect(isCompleteCode('1234')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12a4')).toBe(false);
  });
  it('keeps Latin digits and truncates to 4', () => {
    expect(normaliseVerifyCode('123456')).toEqual({ digits: '1234', nonNumeric: false });
  });
  it('converts Arabic-Indic and Persian digits', () => {
    expect(normaliseVerifyCode('٤٥٦٧')).toEqual({ digits: '4567', nonNumeric: false });
    expect(normaliseVerifyCode('۸۹۰۱')).toEqual({ digits: '8901', nonNumeric: false });
  });
  it('drops other characters and flags them', () => {
    expect(normaliseVerifyCode('1a2-3')).toEqual({ digits: '123', nonNumeric: true });
    expect(normaliseVerifyCode('مرحبا')).toEqual({ digits: '', nonNumeric: true });
  });
  it('does not flag spaces', () => {
    expect(normaliseVerifyCode(' 1 2 3 4 ')).toEqual({ digits: '1234', nonNumeric: false });
  });
  it('reads every digit word', () => {
    const words: Array<[string, string]> = [
      ['صفر', '0'],
      ['واحد', '1'],
      ['واحدة', '1'],
      ['اثنان', '2'],
      ['اثنين', '2'],
      ['إثنان', '2'],
      ['اثنتان', '2'],
      ['ثلاثة', '3'],
      ['ثلاث', '3'],
      ['ثلاثه', '3'],
      ['أربعة', '4'],
      ['اربعة', '4'],
      ['أربع', '4'],
      ['خمسة', '5'],
      ['خمس', '5'],
      ['ستة', '6'],
      ['ست', '6'],
      ['سبعة', '7'],
      ['سبع', '7'],
      ['ثمانية', '8'],
      ['ثمان', '8'],
      ['ثماني', '8'],
      ['ثمانى', '8'],
      ['تسعة', '9'],
      ['تسع', '9'],
    ];
    for (const [word, digit] of words) {
      expect([word, normaliseVerifyCode(word)]).toEqual([word, { digits: digit, nonNumeric: false }]);
    }
  });
  it('reads words joined by spaces or و', () => {
    expect(normaliseVerifyCode('واحد اثنان ثلاثة أربعة').digits).toBe('1234');
    expect(normaliseVerifyCode('واحد واثنان وثلاثة وأربعة').digits).toBe('1234');
    expect(normaliseVerifyCode('خمسة و ستة و سبعة و ثمانية').digits).toBe('5678');
    expect(normaliseVerifyCode('وواحد').digits).toBe('1');
    expect(normaliseVerifyCode('تسعة صفر').nonNumeric).toBe(false);
  });
  it('ignores diacritics and tatweel inside words', () => {
    expect(normaliseVerifyCode('ثَلَاثَة').digits).toBe('3');
    expect(normaliseVerifyCode('خمـــسة').digits).toBe('5');
  });
  it('mixes words and digits', () => {
    expect(normaliseVerifyCode('1 اثنان ٣ 4')).toEqual({ digits: '1234', nonNumeric: false });
  });
  it('does not read a digit out of another word', () => {
    expect(normaliseVerifyCode('استخدم')).toEqual({ digits: '', nonNumeric: true });
    expect(normaliseVerifyCode('الستة').nonNumeric).toBe(true);
  });
  it('property: the result is at most 4 Latin digits', () => {
    fc.assert(fc.property(fc.string(), (s) => /^[0-9]{0,4}$/.test(normaliseVerifyCode(s).digits)));
  });
});

describe('resend countdown (spec 01 §4, §5: 60 s)', () => {
  it('allows a first send', () => {
    expect(resendRemainingMs(null, 1_000)).toBe(0);
  });
  it('waits exactly 60 s after a send', () => {
    expect(RESEND_COOLDOWN_MS).toBe(60_000);
    expect(resendRemainingMs(0, 59_999)).toBe(1);
    expect(resendRemainingMs(0, 60_000)).toBe(0);
    expect(resendRemainingMs(0, 0)).toBe(60_000);
  });
  it('treats a send time in the future as just sent', () => {
    expect(resendRemainingMs(10_000, 0)).toBe(60_000);
  });
  it('shows whole seconds rounded up', () => {
    expect(countdownSeconds(60_000)).toBe(60);
    expect(countdownSeconds(59_001)).toBe(60);
    expect(countdownSeconds(1)).toBe(1);
    expect(countdownSeconds(0)).toBe(0);
  });
  it('property: the remaining time is always within 0..60 s', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (sent, now) => {
        const r = resendRemainingMs(sent, now);
        return r >= 0 && r <= RESEND_COOLDOWN_MS;
      }),
    );
  });
});
