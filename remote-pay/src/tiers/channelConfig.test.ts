import type { PkgInfo } from '@topup/shared/contract';
import { channelConfigFor, repurchaseGroupFor, type GrayScores } from './channelConfig';

const info = {
  adyen_card_ratio: 30,
  adyen_card_whitelist: [21000100],
  cko_new_rate: 40,
  cko_new_whitelist: [21000011],
  ABtest_repurchase_ratio: 25,
  applepay_gray_config: [
    { pay_type: 26, gray_ratio: 50, whitelist: [] },
    { pay_type: 25, gray_ratio: 50, whitelist: [21000001] },
  ],
} as unknown as PkgInfo;

const scores = (over: Partial<GrayScores>): GrayScores => ({
  adyenCard: 0,
  applePay: 0,
  repurchase: 0,
  ckoNew: 0,
  ...over,
});

describe('channels by gray release (spec 01 §3, spec 02 §4)', () => {
  it('keeps every gray feature at its default when the package info cannot be read', () => {
    expect(channelConfigFor(null, 21000100, scores({}))).toEqual({
      thirdCardVisible: false,
      applePayType: 26,
      applePayTypeRefused: null,
      ckoNewFlow: false,
    });
  });

  it('shows the third-provider card to a whitelisted recipient whatever its score, to others by score', () => {
    expect(channelConfigFor(info, 21000100, scores({ adyenCard: 99 })).thirdCardVisible).toBe(true);
    expect(channelConfigFor(info, 21000002, scores({ adyenCard: 29 })).thirdCardVisible).toBe(true);
    expect(channelConfigFor(info, 21000002, scores({ adyenCard: 30 })).thirdCardVisible).toBe(false);
  });

  it('picks the Apple Pay type by whitelist, else by the cumulative ratios', () => {
    expect(channelConfigFor(info, 21000001, scores({ applePay: 10 })).applePayType).toBe(25);
    expect(channelConfigFor(info, 21000002, scores({ applePay: 49 })).applePayType).toBe(26);
    expect(channelConfigFor(info, 21000002, scores({ applePay: 50 })).applePayType).toBe(25);
  });

  it('falls back to the default Apple Pay type for a type outside the group', () => {
    const odd = {
      ...info,
      applepay_gray_config: [{ pay_type: 23, gray_ratio: 100, whitelist: [] }],
    } as PkgInfo;
    expect(channelConfigFor(odd, 21000002, scores({ applePay: 5 }))).toMatchObject({
      applePayType: 26,
      // the error is named, for the checkout to report (spec 01 §3 "is an error")
      applePayTypeRefused: 23,
    });
    expect(channelConfigFor(info, 21000001, scores({})).applePayTypeRefused).toBeNull();
  });

  it('puts the new card-checkout flow (saved cards) in gray by cko_new_whitelist and cko_new_rate', () => {
    expect(channelConfigFor(info, 21000011, scores({ ckoNew: 99 })).ckoNewFlow).toBe(true);
    expect(channelConfigFor(info, 21000002, scores({ ckoNew: 39 })).ckoNewFlow).toBe(true);
    expect(channelConfigFor(info, 21000002, scores({ ckoNew: 40 })).ckoNewFlow).toBe(false);
  });
});

describe('the repurchase group (spec 01 §4, spec 02 §4)', () => {
  it('is the charge list’s pay_group when it names one', () => {
    expect(repurchaseGroupFor({ pay_group: 'B' }, info, 99)).toBe('B');
    expect(repurchaseGroupFor({ pay_group: 'A' }, info, 0)).toBe('A');
  });

  it('else strategy B by the device’s score against ABtest_repurchase_ratio', () => {
    expect(repurchaseGroupFor({ pay_group: '' }, info, 24)).toBe('B');
    expect(repurchaseGroupFor({ pay_group: '' }, info, 25)).toBe('A');
    expect(repurchaseGroupFor(null, info, 0)).toBe('B');
  });

  it('is A without the package info or the charge list’s word', () => {
    expect(repurchaseGroupFor(null, null, 0)).toBe('A');
  });
});
