import type { PkgInfo } from '@topup/shared/contract';
import { channelConfigFor, GRAY_TEST } from './channelConfig';

const info = {
  adyen_card_ratio: 30,
  adyen_card_whitelist: [21000100],
  applepay_gray_config: [
    { pay_type: 26, gray_ratio: 50, whitelist: [] },
    { pay_type: 25, gray_ratio: 50, whitelist: [21000001] },
  ],
} as unknown as PkgInfo;

const scores = (adyen: number, apple: number) => (test: string) =>
  test === GRAY_TEST.adyenCard ? adyen : apple;

describe('channels by gray release (spec 01 §3, spec 02 §4)', () => {
  it('keeps every gray channel at its default when the package info cannot be read', () => {
    expect(channelConfigFor(null, 21000100, scores(0, 0))).toEqual({
      thirdCardVisible: false,
      applePayType: 26,
    });
  });

  it('shows the third-provider card to a whitelisted recipient whatever its score', () => {
    expect(channelConfigFor(info, 21000100, scores(99, 0)).thirdCardVisible).toBe(true);
  });

  it('shows it to others by score against the ratio', () => {
    expect(channelConfigFor(info, 21000002, scores(29, 0)).thirdCardVisible).toBe(true);
    expect(channelConfigFor(info, 21000002, scores(30, 0)).thirdCardVisible).toBe(false);
  });

  it('picks the Apple Pay type by whitelist, else by the cumulative ratios', () => {
    expect(channelConfigFor(info, 21000001, scores(0, 10)).applePayType).toBe(25);
    expect(channelConfigFor(info, 21000002, scores(0, 49)).applePayType).toBe(26);
    expect(channelConfigFor(info, 21000002, scores(0, 50)).applePayType).toBe(25);
  });

  it('falls back to the default Apple Pay type for a type outside the group', () => {
    const odd = {
      ...info,
      applepay_gray_config: [{ pay_type: 23, gray_ratio: 100, whitelist: [] }],
    } as PkgInfo;
    expect(channelConfigFor(odd, 21000002, scores(0, 5)).applePayType).toBe(26);
  });
});
