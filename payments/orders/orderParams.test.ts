import type { SavedCard } from '@topup/shared/contract';
import { PAY_TYPE_CKO_CARD, PAY_TYPE_SECOND_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import type { TokenizedCard } from '../providers/types';
import { cardParams } from './orderParams';

const CVV = '737';

const tokenized: TokenizedCard = {
  token: 'tok_sbx_0123456789abcdef0123456789abcdef',
  bin: '424242',
  last4: '4242',
  scheme: 'visa',
  issuer: 'Test Bank',
  issuerCountry: 'SA',
  cardValidDate: '12/30',
  holderName: 'Ali Hassan',
};

const saved = (over: Partial<SavedCard> = {}): SavedCard => ({
  source_id: 'src_abc123',
  bin: '555544',
  last4: '4444',
  scheme: 'mastercard',
  fingerprint: 'f'.repeat(32),
  issuer_country: 'AE',
  card_valid_date: '11/29',
  is_bank_expire: 0,
  is_remember: 1,
  last_use_at: 1_767_225_600,
  h5_deviceid: '0123456789abcdef0123456789abcdef',
  to_uid: 21000011,
  uid: 0,
  login: 0,
  ...over,
});

/** No value of the fields carries a run of 12 or more digits (a raw card number). */
const noRawNumber = (fields: Record<string, string>) =>
  Object.values(fields).every((v) => !/[0-9]{12,}/.test(v));

describe('create_coin_pay card fields of a new card (spec 01 §7)', () => {
  it('sends a new card-checkout card as the masked number, issuer, country, holder name and token', () => {
    const fields = cardParams(PAY_TYPE_CKO_CARD, { kind: 'new', card: tokenized });
    expect(fields).toEqual({
      cko_card_no: '424242******4242',
      cko_issuer: 'Test Bank',
      cko_issuer_country: 'SA',
      cko_source_name: 'Ali Hassan',
      cko_token: 'tok_sbx_0123456789abcdef0123456789abcdef',
    });
    expect(noRawNumber(fields)).toBe(true);
  });

  it('masks the number as bin, six stars and the last four', () => {
    const fields = cardParams(PAY_TYPE_CKO_CARD, {
      kind: 'new',
      card: { ...tokenized, bin: '51234567', last4: '0008' },
    });
    expect(fields.cko_card_no).toBe('51234567******0008');
  });

  it('sends a new third-provider card as the provider’s state data, untouched, and nothing else', () => {
    const stateData = JSON.stringify({
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'eyJhbGciOi.number', holderName: 'Ali' },
      browserInfo: { language: 'ar' },
    });
    const fields = cardParams(PAY_TYPE_THIRD_CARD, {
      kind: 'new',
      card: { ...tokenized, platformData: stateData },
    });
    expect(fields).toEqual({ platform_data: stateData });
  });

  it('sends a new third-provider card without state data as the sandbox JSON (token for the number)', () => {
    const fields = cardParams(PAY_TYPE_THIRD_CARD, { kind: 'new', card: tokenized });
    expect(Object.keys(fields)).toEqual(['platform_data']);
    expect(JSON.parse(fields.platform_data ?? '')).toEqual({
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: tokenized.token,
        holderName: 'Ali Hassan',
        brand: 'visa',
      },
    });
    expect(noRawNumber(fields)).toBe(true);
  });

  it('sends no card fields for a new card of a channel without page card fields', () => {
    expect(cardParams(PAY_TYPE_SECOND_CARD, { kind: 'new', card: tokenized })).toEqual({});
  });
});

describe('create_coin_pay card fields of a saved card (spec 01 §7)', () => {
  it('sends a saved card-checkout card as the masked number, CVV, country and source id', () => {
    const fields = cardParams(PAY_TYPE_CKO_CARD, { kind: 'saved', card: saved(), cvv: CVV });
    expect(fields).toEqual({
      cko_card_no: '555544******4444',
      cko_cvv: CVV,
      cko_issuer_country: 'AE',
      cko_source_id: 'src_abc123',
    });
  });

  it('sends no cko_cvv at all for a saved card-checkout card paid without one (spec 01 §4 repurchase)', () => {
    const fields = cardParams(PAY_TYPE_CKO_CARD, { kind: 'saved', card: saved(), cvv: '' });
    expect(fields).toEqual({
      cko_card_no: '555544******4444',
      cko_issuer_country: 'AE',
      cko_source_id: 'src_abc123',
    });
  });

  it('sends a saved third-provider card as its source id only (no CVV, no number)', () => {
    const fields = cardParams(PAY_TYPE_THIRD_CARD, {
      kind: 'saved',
      card: saved({ source_id: 'adyen_stored_8415', bin: '411111', last4: '1111' }),
      cvv: CVV,
    });
    expect(fields).toEqual({ source_id: 'adyen_stored_8415' });
  });

  it('puts the CVV in cko_cvv and nowhere else', () => {
    for (const payType of [PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD]) {
      const fields = cardParams(payType, { kind: 'saved', card: saved(), cvv: CVV });
      const holding = Object.entries(fields)
        .filter(([, v]) => v.includes(CVV))
        .map(([k]) => k);
      expect(holding).toEqual(payType === PAY_TYPE_CKO_CARD ? ['cko_cvv'] : []);
      expect(noRawNumber(fields)).toBe(true);
    }
  });
});

describe('create_coin_pay without a card', () => {
  it.each([PAY_TYPE_CKO_CARD, PAY_TYPE_SECOND_CARD, PAY_TYPE_THIRD_CARD, 26])(
    'sends no card fields for pay type %i',
    (payType) => {
      expect(cardParams(payType, { kind: 'none' })).toEqual({});
    },
  );
});
