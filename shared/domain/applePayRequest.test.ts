import type { ApplePayConfig } from '../contract/sys';
import {
  applePayButtonType,
  applePayRequest,
  DEFAULT_CAPABILITIES,
  DEFAULT_NETWORKS,
  negotiateVersion,
} from './applePayRequest';

const config: ApplePayConfig = {
  countryCode: 'SA',
  currencyCode: 'USD',
  supportedNetworks: ['visa', 'mastercard', 'mada'],
  merchantCapabilities: ['supports3DS'],
  merchantAcccount: 'merchant.x',
};

describe('Apple Pay JS version', () => {
  it('takes the highest version ≤ 14 the browser supports', () => {
    expect(negotiateVersion(() => true)).toBe(14);
    expect(negotiateVersion((v) => v <= 10)).toBe(10);
    expect(negotiateVersion((v) => v === 3)).toBe(3);
  });
  it('goes on downwards past a version that throws; null when none is supported', () => {
    expect(
      negotiateVersion((v) => {
        if (v > 6) throw new Error('unknown version');
        return true;
      }),
    ).toBe(6);
    expect(negotiateVersion(() => false)).toBeNull();
  });
  it('offers the top-up button type from version 12, plain before', () => {
    expect(applePayButtonType(14)).toBe('top-up');
    expect(applePayButtonType(12)).toBe('top-up');
    expect(applePayButtonType(11)).toBe('plain');
  });
});

describe('the payment request (spec 01 §9)', () => {
  it('comes from the configuration, with networks spelled as Apple Pay JS spells them and mada named', () => {
    expect(applePayRequest(config, { amount: 4.99, label: 'شحن الماس' }, 14)).toEqual({
      countryCode: 'SA',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'mada'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'شحن الماس', amount: '4.99', type: 'final' },
    });
  });
  it('drops mada below version 5, where Apple Pay JS does not know it', () => {
    expect(applePayRequest(config, { amount: 1, label: 'x' }, 4).supportedNetworks).toEqual([
      'visa',
      'masterCard',
    ]);
  });
  it('uses the spec defaults when the configuration names no networks or capabilities', () => {
    const bare = { ...config, supportedNetworks: [], merchantCapabilities: [] };
    const r = applePayRequest(bare, { amount: 10, label: 'x' }, 14);
    expect(r.supportedNetworks).toEqual([...DEFAULT_NETWORKS]);
    expect(r.merchantCapabilities).toEqual([...DEFAULT_CAPABILITIES]);
    expect(r.total.amount).toBe('10.00');
    expect(applePayRequest(undefined, { amount: 1, label: 'x' }, 14).supportedNetworks).toEqual([
      ...DEFAULT_NETWORKS,
    ]);
  });
});
