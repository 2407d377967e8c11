import { ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { tiersActions } from '../tiers/tiersSlice';
import { checkoutStore, ORDER_ID, savedCard } from './checkoutTestKit';
import { payDirect } from './payWith';

// spec 02 §4: the page view id is renewed once the server says the page's payment finished, so two
// top-ups of one page within 20 minutes never carry the same page_view_id.

const flush = () => new Promise((r) => setTimeout(r, 0));
const pageViewOf = (call: FakeCall | undefined) =>
  (JSON.parse(String(call?.params?.ext)) as { page_view_id?: string }).page_view_id;

/** A checkout on pay type 27 whose server says paid for `paid` and knows the page views it was paid from. */
function topUps(paid: boolean) {
  const paidViews = new Set<string>();
  let view = 1;
  let orders = 0;
  const t = checkoutStore((call) => {
    if (call.path === API.createCoinPay.path) {
      orders += 1;
      if (paid) paidViews.add(pageViewOf(call) ?? '');
      const status = paid ? 'Authorised' : 'Refused';
      return ok({
        order_id: `${ORDER_ID.slice(0, -1)}${orders}`,
        url: '',
        platform_data: JSON.stringify({ resultCode: status, refusalReasonCode: '2' }),
        recharge_id: 103,
        pay_sub_type: 27,
      });
    }
    if (call.path === API.pageViewIdResult.path)
      return ok({ result: paidViews.has(String(call.params?.page_view_id)) });
    return ok({ items: [] });
  });
  t.services.device.pageViewId = () => `h5-${t.services.device.deviceId()}-${view}`;
  t.services.device.renewPageViewId = jest.fn(() => {
    view += 1;
    return t.services.device.pageViewId();
  });
  t.store.dispatch(tiersActions.payTypeChosen(27));
  return t;
}

const card = savedCard({ source_id: 'adyen_tok_sbx_1' });

describe('the page view id after a top-up (spec 02 §4)', () => {
  it('asks page_view_id_result after a paid top-up, and the next order carries the renewed id', async () => {
    const t = topUps(true);
    await t.store.dispatch(payDirect(card));
    await flush();
    const asked = t.sent(API.pageViewIdResult.path);
    expect(asked.map((c) => c.params)).toEqual([
      { page_view_id: pageViewOf(t.sent(API.createCoinPay.path)[0]), source: 1 },
    ]);
    expect(t.services.device.renewPageViewId).toHaveBeenCalledTimes(1);

    t.store.dispatch(tiersActions.amountChosen(9.99));
    await t.store.dispatch(payDirect(card));
    const [first, second] = t.sent(API.createCoinPay.path).map(pageViewOf);
    expect(second).not.toBe(first);
  });

  it('keeps the id after a payment that was not made (nothing finished)', async () => {
    const t = topUps(false);
    await t.store.dispatch(payDirect(card));
    await flush();
    expect(t.services.device.renewPageViewId).not.toHaveBeenCalled();
  });
});
