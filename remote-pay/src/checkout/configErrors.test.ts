import { fillCall } from '@topup/platform';
import type { PkgInfo } from '@topup/shared/contract';
import { pkgInfoCall } from '../tiers/calls';
import { checkoutStore } from './checkoutTestKit';
import { applePayTypeListener } from './configErrors';

// spec 01 §3, §8: an Apple Pay type outside its group falls back to 26 and is an error, logged and reported
// on the pay events as the internal errors are (the analytics' pay_internal_error).

const withApplePayType = (pay_type: number) =>
  ({
    adyen_card_ratio: 0,
    adyen_card_whitelist: [],
    cko_new_rate: 0,
    cko_new_whitelist: [],
    ABtest_repurchase_ratio: 0,
    applepay_gray_config: [{ pay_type, gray_ratio: 100, whitelist: [] }],
  }) as unknown as PkgInfo;

function watched() {
  const warn = jest.fn();
  const t = checkoutStore(undefined, undefined, { logger: { debug: () => undefined, warn } });
  t.store.dispatch(applePayTypeListener);
  const reports = () => t.events.filter((e) => e.type === 'internal_error');
  return { ...t, warn, reports };
}

describe('an Apple Pay type outside its group (spec 01 §3)', () => {
  it('is logged and reported as an internal error, with no user text', () => {
    const t = watched();
    t.store.dispatch(fillCall(pkgInfoCall, {}, withApplePayType(23)));
    expect(t.reports()).toEqual([
      { type: 'internal_error', kind: 'applePayTypeInvalid', detail: 'applepay_gray_config pay_type 23' },
    ]);
    expect(t.warn).toHaveBeenCalledWith('internal error: applePayTypeInvalid', expect.stringContaining('23'));
    expect(t.toasts).toEqual([]);
  });

  it('is reported once while the configuration stays the same, and again for another such type', () => {
    const t = watched();
    t.store.dispatch(fillCall(pkgInfoCall, {}, withApplePayType(23)));
    t.store.dispatch(fillCall(pkgInfoCall, {}, withApplePayType(23)));
    expect(t.reports()).toHaveLength(1);
    t.store.dispatch(fillCall(pkgInfoCall, {}, withApplePayType(99)));
    expect(t.reports()).toHaveLength(2);
  });

  it('says nothing for a type of the group', () => {
    const t = watched();
    for (const type of [25, 26, 28, 29, 30, 31, 2528])
      t.store.dispatch(fillCall(pkgInfoCall, {}, withApplePayType(type)));
    expect(t.reports()).toEqual([]);
  });
});
