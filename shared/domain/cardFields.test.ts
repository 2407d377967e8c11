import fc from 'fast-check';
import {
  acceptedBrands,
  isBrandRefused,
  CVV_MAX,
  CVV_MIN,
  HOLDER_NAME_MAX_EXCLUSIVE,
  fieldStatus,
  formatCardNumber,
  luhnValid,
  stripHolderName,
  validateCardForm,
  validateCardNumber,
  validateCvv,
  validateHolderName,
} from './cardFields';
import { detectBrand, digitsOf } from './cardBrand';

const NOW = Date.UTC(2026, 4, 15, 12);
const good = { cardNumber: '4242 4242 4242 4242', cvv: '123', expiry: '12/27', holderName: 'Sara Ali' };

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

describe('card number (spec 01 §5)', () => {
  it('reads typed digits', () => {
    expect(digitsOf('٤٢٤٢ ۴۲۴۲')).toBe('42424242');
  });
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });
  it('property: changing one digit breaks Luhn', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{12,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          const n = withCheckDigit(body);
          const i = pos % n.length;
          const changed = n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1);
          return luhnValid(n) && !luhnValid(changed);
        },
      ),
    );
  });
  it('needs 13 to 19 digits', () => {
    expect(validateCardNumber(withCheckDigit('4'.repeat(11)))).toBe(false);
    expect(validateCardNumber(withCheckDigit('4'.repeat(12)))).toBe(true);
    expect(validateCardNumber(withCheckDigit('4'.repeat(18)))).toBe(true);
    expect(validateCardNumber(withCheckDigit('4'.repeat(19)))).toBe(false);
    expect(validateCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(validateCardNumber('٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢')).toBe(true);
    expect(validateCardNumber('4242-4242-4242-4242')).toBe(false);
  });
  it('detects the brand', () => {
    expect(detectBrand('4111')).toBe('visa');
    expect(detectBrand('5105')).toBe('mastercard');
    expect(detectBrand('5599')).toBe('mastercard');
    expect(detectBrand('5000')).toBe('unknown');
    expect(detectBrand('2221')).toBe('mastercard');
    expect(detectBrand('2720')).toBe('mastercard');
    expect(detectBrand('2220')).toBe('unknown');
    expect(detectBrand('2721')).toBe('unknown');
    expect(detectBrand('3400')).toBe('amex');
    expect(detectBrand('3700')).toBe('amex');
    expect(detectBrand('3600')).toBe('unknown');
    expect(detectBrand('6200')).toBe('unionpay');
  });
  it('formats in groups of 4, Amex 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(formatCardNumber('٤٢٤٢ ٤٢')).toBe('4242 42');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('CVV (spec 01 §5: digits only, 3 to 4)', () => {
  it('accepts 3 or 4 digits only', () => {
    expect([CVV_MIN, CVV_MAX]).toEqual([3, 4]);
    expect(validateCvv('12')).toBe(false);
    expect(validateCvv('123')).toBe(true);
    expect(validateCvv('1234')).toBe(true);
    expect(validateCvv('12345')).toBe(false);
    expect(validateCvv('12a')).toBe(false);
    expect(validateCvv('١٢٣')).toBe(true);
  });
});

describe('holder name (spec 01 §5)', () => {
  it('strips emoji and symbols, keeps letters of any script', () => {
    expect(stripHolderName('Sara 😀 Ali')).toBe('Sara  Ali');
    expect(stripHolderName('محمد ❤️ علي')).toBe('محمد  علي');
    expect(stripHolderName('👨‍👩‍👧 Ann')).toBe(' Ann');
    expect(stripHolderName('Jo$e+©®™ 🇸🇦')).toBe('Joe ');
    expect(stripHolderName("Zoë O'Neil-Smith Jr.")).toBe("Zoë O'Neil-Smith Jr.");
    expect(stripHolderName('مُحَمَّد')).toBe('مُحَمَّد');
    // a pictograph whose category is a letter (found by the property below)
    expect(stripHolderName('Ali ℹ')).toBe('Ali ');
  });
  it('is invalid when empty after stripping', () => {
    expect(validateHolderName('😀😀')).toBe(false);
    expect(validateHolderName('   ')).toBe(false);
    expect(validateHolderName('A')).toBe(true);
  });
  it('is invalid from 255 characters on', () => {
    expect(HOLDER_NAME_MAX_EXCLUSIVE).toBe(255);
    expect(validateHolderName('a'.repeat(254))).toBe(true);
    expect(validateHolderName('a'.repeat(255))).toBe(false);
    expect(validateHolderName(`${'a'.repeat(254)}😀`)).toBe(true);
  });
  it('property: stripping leaves no emoji or symbol', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (s) => !/[\p{Extended_Pictographic}\p{S}\ufe0f\u200d]/u.test(stripHolderName(s)),
      ),
    );
  });
});

describe('card form (spec 01 §5: submit only when all four are valid)', () => {
  it('is all valid for a good card', () => {
    expect(validateCardForm(good, NOW)).toEqual({
      status: { cardNumber: 'valid', cvv: 'valid', expiry: 'valid', holderName: 'valid' },
      allValid: true,
    });
  });
  it('tells empty from invalid', () => {
    expect(fieldStatus('cvv', '', NOW)).toBe('empty');
    expect(fieldStatus('cvv', '  ', NOW)).toBe('empty');
    expect(fieldStatus('cvv', '1', NOW)).toBe('invalid');
  });
  it('refuses an expired expiry on a new card', () => {
    expect(fieldStatus('expiry', '04/26', NOW)).toBe('invalid');
    expect(fieldStatus('expiry', '05/26', NOW)).toBe('valid');
  });
  it('is not all valid when any one field is not', () => {
    for (const [field, bad] of [
      ['cardNumber', '4242424242424241'],
      ['cvv', '12'],
      ['expiry', '13/27'],
      ['holderName', '😀'],
    ] as const) {
      const v = validateCardForm({ ...good, [field]: bad }, NOW);
      expect([field, v.status[field], v.allValid]).toEqual([field, 'invalid', false]);
      expect(validateCardForm({ ...good, [field]: '' }, NOW).allValid).toBe(false);
    }
  });
});

describe('the brands a channel takes (spec 01 §9)', () => {
  it('the third provider takes mc and visa; the other channels any brand', () => {
    expect(acceptedBrands(27)).toEqual(['mastercard', 'visa']);
    expect(acceptedBrands(23)).toBeNull();
    expect(acceptedBrands(24)).toBeNull();
  });

  it('refuses American Express on the third provider as soon as its first digits say so', () => {
    const third = acceptedBrands(27);
    for (const amex of ['37', '3782 822463 10005', '3700 0000 0000 002', '34'])
      expect(isBrandRefused(amex, third)).toBe(true);
    for (const ok of ['4242 4242 4242 4242', '5555 5555 5555 4444', '2221 0000 0000 0009', '4', ''])
      expect(isBrandRefused(ok, third)).toBe(false);
  });

  it('refuses a whole valid number of a brand the channel does not name, not a number still being typed', () => {
    const third = acceptedBrands(27);
    expect(isBrandRefused('6011 1111 1111 1117', third)).toBe(true); // Discover, Luhn-valid
    expect(isBrandRefused('6011', third)).toBe(false);
  });

  it('refuses nothing on a channel that takes every brand', () => {
    expect(isBrandRefused('3782 822463 10005', acceptedBrands(23))).toBe(false);
  });
});
