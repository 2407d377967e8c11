import fs from 'node:fs';
import path from 'node:path';
import { ok } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { tiersActions } from '../tiers/tiersSlice';
import { selectCheckout } from './checkoutSlice';
import { checkoutStore, fakeSurface, ORDER_ID } from './checkoutTestKit';
import { payWithNewCard } from './payWith';

// DESIGN §12 "One payment pipeline": the checkout is thin glue over @topup/payments. A top-up enters the
// package once — pay() owns the order's life, its 3-D Secure included — and the order calls that change an
// order (submit_authentication_result, click_cancel) are the pipeline's, never this remote's.

const entered: string[] = [];
jest.mock('@topup/payments', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@topup/payments');
  const counted = Object.entries(actual).map(([name, value]) => [
    name,
    typeof value === 'function' && !/^use[A-Z]/.test(name)
      ? (...args: unknown[]) => {
          entered.push(name);
          return (value as (...a: unknown[]) => unknown)(...args);
        }
      : value,
  ]);
  return Object.fromEntries(counted) as unknown;
});

/** Every source file of remote-pay/src, tests left out. */
function sources(dir = path.join(__dirname, '..')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|TestKit\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('the checkout over the payments pipeline', () => {
  it('a card payment with 3-D Secure in the page enters the package once, and is decided there', async () => {
    const action = { type: 'redirect', url: `/sandbox/3ds/${ORDER_ID}?embedded=1`, method: 'GET' };
    const t = checkoutStore((c) => {
      if (c.path === API.createCoinPay.path)
        return ok({
          order_id: ORDER_ID,
          url: '',
          platform_data: JSON.stringify({ resultCode: 'ChallengeShopper', action }),
          recharge_id: 103,
          pay_sub_type: 27,
        });
      if (c.path === API.submitAuthenticationResult.path)
        return ok({ order_id: ORDER_ID, status: 'paid', platform_data: '{"resultCode":"Authorised"}' });
      return ok({ items: [] });
    });
    t.store.dispatch(tiersActions.payTypeChosen(27));
    const { surface, challenge } = fakeSurface();
    entered.length = 0;
    const paying = t.store.dispatch(payWithNewCard(surface));
    await challenge.drawn;
    challenge.details({ threeDSResult: 'pass' });
    await paying;
    expect(selectCheckout(t.store.getState()).result).toMatchObject({ kind: 'success', orderId: ORDER_ID });
    expect(entered).toEqual(['pay']);
  });

  it('no file of remote-pay/src calls submit_authentication_result, click_cancel or get_pay_error_by_order', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(50);
    // the calls' contract names or paths in code (the comments may say what the pipeline does)
    const calls =
      /API\.(submitAuthenticationResult|clickCancel|payErrorByOrder|pageViewIdResult)\b|\/api\/(order\/click_cancel|order\/submit_authentication_result|web\/get_pay_error_by_order)/;
    expect(
      files.filter((f) => calls.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(__dirname, f)),
    ).toEqual([]);
  });
});
