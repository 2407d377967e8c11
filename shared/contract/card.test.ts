import { Value } from '@sinclair/typebox/value';
import { CardFace, cardFaceOf, SandboxToken, SavedCard } from './index';

const FACE: CardFace = {
  bin: '424242',
  last4: '4242',
  scheme: 'visa',
  fingerprint: '0123456789abcdef0123456789abcdef',
  issuer_country: 'SA',
  card_valid_date: '12/30',
};

describe('the card face', () => {
  it('is what a saved card and a sandbox token both carry, under the same names', () => {
    const faceFields = Object.keys(CardFace.properties);
    expect(faceFields).toEqual([
      'bin',
      'last4',
      'scheme',
      'fingerprint',
      'issuer_country',
      'card_valid_date',
    ]);
    for (const name of faceFields) {
      expect(SavedCard.properties).toHaveProperty(name);
      expect(SandboxToken.properties).toHaveProperty(name);
    }
    expect(SavedCard.properties.card_valid_date).toBe(CardFace.properties.card_valid_date);
  });

  it('takes the six fields of a row and nothing else (no source id, owner or outcome class)', () => {
    const row = { ...FACE, source_id: 'src_1', uid: 7, card_class: 'success', token: 'tok_sbx_1' };
    expect(cardFaceOf(row)).toEqual(FACE);
    expect(Object.keys(cardFaceOf(row)).sort()).toEqual(Object.keys(CardFace.properties).sort());
    expect(Value.Check(CardFace, cardFaceOf(row))).toBe(true);
  });

  it('refuses a face with a whole card number, or without its last 4 digits', () => {
    expect(Value.Check(CardFace, { ...FACE, bin: '4242424242424242' })).toBe(false);
    expect(Value.Check(CardFace, { ...FACE, last4: '42' })).toBe(false);
  });

  it('keeps a token to a 6-digit bin and an HMAC fingerprint', () => {
    const token = { ...FACE, token: `tok_sbx_${'a'.repeat(32)}`, issuer: 'SANDBOX BANK' };
    expect(Value.Check(SandboxToken, token)).toBe(true);
    expect(Value.Check(SandboxToken, { ...token, bin: '42424242' })).toBe(false);
    expect(Value.Check(SandboxToken, { ...token, fingerprint: 'fp_seed' })).toBe(false);
    expect(Value.Check(SavedCard.properties.fingerprint, 'fp_seed')).toBe(true);
  });
});
