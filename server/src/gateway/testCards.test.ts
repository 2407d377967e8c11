import { luhnValid } from '@topup/shared/domain/cardFields';
import { mapApplePayFailure, mapCallbackResult, mapRefusalReason } from '@topup/shared/domain/paymentResult';
import { rechargeFailureKey } from '@topup/shared/domain/rechargeFailure';
import { TRY_ANOTHER_CARD_CODES } from '@topup/shared/contract/codes';
import {
  cardClassOf,
  cardClassOfLast4,
  DECLINES,
  decideCharge,
  INSUFFICIENT_FUNDS_ABOVE_CENTS,
  SANDBOX_TEST_CARDS,
  type DeclineKind,
} from './testCards';

describe('the sandbox test card table', () => {
  it('lists Luhn-valid numbers, each once', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(new Set(SANDBOX_TEST_CARDS.map((c) => c.number)).size).toBe(SANDBOX_TEST_CARDS.length);
  });

  it('gives each documented number its outcome, and any other number success', () => {
    expect(Object.fromEntries(SANDBOX_TEST_CARDS.map((c) => [c.number, c.cardClass]))).toEqual({
      '4242424242424242': 'success',
      '5555555555554444': 'success',
      '4000000000003220': 'threeDs',
      '4000000000009995': 'insufficientFunds',
      '4000000000000069': 'expired',
      '4000000000000127': 'cvcDeclined',
      '4100000000000019': 'highRisk',
      '4000000000000002': 'generic',
      '4000000000000077': 'delayedSuccess',
    });
    expect(cardClassOf('4111111111111111')).toBe('success');
    expect(cardClassOfLast4('0002')).toBe('generic');
    expect(cardClassOfLast4('4242')).toBe('success');
    expect(cardClassOfLast4('1234')).toBe('success');
  });

  it('declines the insufficient-funds card above 5 USD only', () => {
    expect(INSUFFICIENT_FUNDS_ABOVE_CENTS).toBe(500);
    expect(decideCharge({ cardClass: 'insufficientFunds', amountCents: 501 })).toEqual({
      kind: 'declined',
      decline: 'insufficientFunds',
    });
    expect(decideCharge({ cardClass: 'insufficientFunds', amountCents: 500 })).toEqual({
      kind: 'authorised',
    });
  });

  it('challenges the 3-D Secure card, except in a wallet', () => {
    expect(decideCharge({ cardClass: 'threeDs', amountCents: 999 })).toEqual({ kind: 'challenge' });
    expect(decideCharge({ cardClass: 'threeDs', amountCents: 999, wallet: true })).toEqual({
      kind: 'authorised',
    });
  });

  it('declines an expired saved card whatever it is', () => {
    expect(decideCharge({ cardClass: 'success', amountCents: 99, expired: true })).toEqual({
      kind: 'declined',
      decline: 'expired',
    });
  });

  // The gateway's texts and codes make the page's rules (shared/domain) give what the spec says.
  it.each<[DeclineKind, string, string, string, string]>([
    ['insufficientFunds', 'balance', 'balance', 'insufficient', 'balance'],
    ['expired', 'expire', 'expire', 'expired', 'other'],
    ['cvcDeclined', 'verify', 'other', 'retry', 'other'],
    ['highRisk', 'other', 'other', 'tryAnotherCard', 'highRisk'],
    ['generic', 'other', 'other', 'retry', 'other'],
    ['threeDsFailed', 'verify', 'verify', 'retry', 'verify'],
    // ours: a payment the server stopped before the card reached the processor
    ['interrupted', 'other', 'other', 'retry', 'other'],
  ])(
    '%s: refusal → %s, callback → %s, toast → %s, Apple Pay → %s',
    (kind, refusal, callback, toast, applePay) => {
      const d = DECLINES[kind];
      expect(mapRefusalReason(d.refusalReasonCode)).toBe(refusal);
      expect(
        mapCallbackResult(1, {
          err_code: d.ckoCode,
          err_summary: d.errSummary,
          fail_reason: d.failReason,
          fail_detail: d.failDetail,
        }),
      ).toBe(callback);
      expect(rechargeFailureKey(d.ckoCode)).toBe(toast);
      const apple = mapApplePayFailure(d.failReason);
      expect(apple.type === 'result' ? apple.kind : 'other').toBe(applePay);
    },
  );

  it('keeps the CVC and 3-D Secure codes out of the "try another card" list', () => {
    const list: readonly string[] = TRY_ANOTHER_CARD_CODES;
    expect(list).not.toContain(DECLINES.cvcDeclined.ckoCode);
    expect(list).not.toContain(DECLINES.threeDsFailed.ckoCode);
    expect(list).toContain(DECLINES.highRisk.ckoCode);
  });
});
