import { fillCall } from '@topup/platform';
import type { ApplePaySessionClass } from '@topup/payments';
import { fakeApplePay } from '@topup/payments/testing/applePaySession';
import { fail, ok, type FakeRoute } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { APPLE_PAY_TYPES } from '@topup/shared/domain/payTypes';
import { cardSourceCall } from '../cards/calls';
import { rechargeListCall } from '../tiers/calls';
import { selectTiersState } from '../tiers/tiersSlice';
import { checkoutActions, selectCheckout, type ShownResult } from './checkoutSlice';
import { preloadApplePay } from './applePayReady';
import { CHARGE_LIST, checkoutStore, onlyApplePay, ORDER_ID, recipient, savedCard } from './checkoutTestKit';
import { resultAction } from './resultActions';

const shown = (over: Partial<ShownResult> = {}): ShownResult => ({
  kind: 'success',
  orderId: ORDER_ID,
  amount: 9.99,
  payType: 23,
  card: null,
  newCard: true,
  ...over,
});

function withResult(result: ShownResult, route: FakeRoute = () => ok({ items: [] })) {
  const loadSessionUser = jest.fn(() => Promise.resolve(null));
  const t = checkoutStore(route, undefined, { loadSessionUser });
  t.store.dispatch(
    checkoutActions.stepsChanged({ state: { stack: ['HOME', 'CARD_FRAME'] }, replace: false }),
  );
  t.store.dispatch(checkoutActions.resultShown(result));
  return { ...t, loadSessionUser, state: () => selectCheckout(t.store.getState()) };
}

describe('what the result dialog’s buttons do (spec 01 §4)', () => {
  it('closing the success dialog refreshes the session login and starts over at home, replacing the entry', async () => {
    const t = withResult(shown());
    await t.store.dispatch(resultAction('close'));
    expect(t.loadSessionUser).toHaveBeenCalledWith({ refresh: true });
    expect(t.state()).toMatchObject({
      result: null,
      callbackRead: true,
      scene: 'normal',
      stepsReplace: true,
    });
    expect(t.state().steps.stack).toEqual(['HOME']);
  });

  it('"recharge another" also refreshes the login, and counts as the choice to pay the same again', async () => {
    const t = withResult(shown());
    await t.store.dispatch(resultAction('rechargeAnother'));
    expect(t.loadSessionUser).toHaveBeenCalledWith({ refresh: true });
    expect(t.state().repeatConfirmedFor).toBe(ORDER_ID);
  });

  it('"understood" and "try another" start over without refreshing the login', async () => {
    for (const action of ['understood', 'tryAnother'] as const) {
      const t = withResult(shown({ kind: 'other' }));
      await t.store.dispatch(resultAction(action));
      expect(t.loadSessionUser).not.toHaveBeenCalled();
      expect(t.state().steps.stack).toEqual(['HOME']);
    }
  });

  it('"refresh" reloads the page (high risk)', async () => {
    const t = withResult(shown({ kind: 'highRisk' }));
    await t.store.dispatch(resultAction('refresh'));
    expect(t.page.reloads()).toBe(1);
  });

  it('"retry" goes back to the card: a saved card’s CVV in the retry scene, else a new card', async () => {
    const card = savedCard();
    const saved = withResult(shown({ kind: 'verify', card, newCard: false }));
    await saved.store.dispatch(resultAction('retry'));
    expect(saved.state()).toMatchObject({ scene: 'retry', card });
    expect(saved.state().steps.stack).toEqual(['HOME', 'CARD_CVV']);
    const fresh = withResult(shown({ kind: 'verify' }));
    await fresh.store.dispatch(resultAction('retry'));
    expect(fresh.state().steps.stack).toEqual(['HOME', 'CARD_FRAME']);
    expect(selectTiersState(fresh.store.getState()).chosenPayType).toBe(23);
  });

  it('"update and pay" opens the expiry update of the card-checkout card, in the expire scene', async () => {
    const card = savedCard({ card_valid_date: '01/24' });
    const t = withResult(shown({ kind: 'expire', card, newCard: false }));
    await t.store.dispatch(resultAction('updateAndPay'));
    expect(t.state()).toMatchObject({ scene: 'expire', card });
    expect(t.state().steps.stack).toEqual(['HOME', 'CKO_CARD_MODIFY_EXPIRE']);
  });

  it('"use another card" lists the other remembered cards, or opens a new card without any', async () => {
    const card = savedCard();
    const other = savedCard({ source_id: 'src_sbx_4444', last4: '4444', fingerprint: 'e'.repeat(32) });
    const listed = withResult(shown({ kind: 'expire', card, newCard: false }));
    listed.store.dispatch(fillCall(cardSourceCall, {}, { items: [card, other] }));
    await listed.store.dispatch(resultAction('useAnotherCard'));
    expect(listed.state().steps.stack).toEqual(['HOME', 'CARD_LIST']);
    const alone = withResult(shown({ kind: 'expire', card, newCard: false }));
    alone.store.dispatch(fillCall(cardSourceCall, {}, { items: [card] }));
    await alone.store.dispatch(resultAction('useAnotherCard'));
    expect(alone.state().steps.stack).toEqual(['HOME', 'CARD_FRAME']);
  });

  it('"try the lower tier", group A: home with the lower tier chosen, in the repurchase scene', async () => {
    const t = withResult(shown({ kind: 'balance', card: savedCard(), newCard: false }));
    await t.store.dispatch(resultAction('tryLower'));
    expect(selectTiersState(t.store.getState()).chosenAmount).toBe(4.99);
    expect(t.state()).toMatchObject({ scene: 'repurchase' });
    expect(t.state().steps.stack).toEqual(['HOME']);
    expect(t.sent(API.createCoinPay.path)).toEqual([]);
  });

  it('"try the lower tier", group B with the remembered third-provider card fetched: paid at once', async () => {
    const card = savedCard({ source_id: 'adyen_tok_sbx_1' });
    const t = withResult(shown({ kind: 'balance', payType: 27, card, newCard: false }), () =>
      ok({
        order_id: ORDER_ID,
        url: '',
        platform_data: '{"resultCode":"Authorised"}',
        recharge_id: 103,
        pay_sub_type: 27,
      }),
    );
    // the experiment's group comes with the charge list (pay_group B), the order's card is known
    t.store.dispatch(fillCall(rechargeListCall, { uid: recipient.uid }, { ...CHARGE_LIST, pay_group: 'B' }));
    t.store.dispatch(checkoutActions.cardFetchStarted({ orderId: ORDER_ID, payType: 27, paid: false }));
    t.store.dispatch(checkoutActions.cardFetchSettled({ orderId: ORDER_ID, card }));
    await t.store.dispatch(resultAction('tryLower'));
    expect(t.sent(API.createCoinPay.path)[0]?.params).toMatchObject({
      pay_type: 27,
      source_id: card.source_id,
    });
    expect(t.state().result).toMatchObject({ kind: 'success', amount: 4.99 });
  });

  it('"try the lower tier", group B with the remembered card-checkout card fetched: paid at once, no CVV step', async () => {
    const card = savedCard();
    const t = withResult(shown({ kind: 'balance', payType: 23, card, newCard: false }), () =>
      ok({ order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 101, pay_sub_type: 23 }),
    );
    t.store.dispatch(fillCall(rechargeListCall, { uid: recipient.uid }, { ...CHARGE_LIST, pay_group: 'B' }));
    t.store.dispatch(checkoutActions.cardFetchStarted({ orderId: ORDER_ID, payType: 23, paid: false }));
    t.store.dispatch(checkoutActions.cardFetchSettled({ orderId: ORDER_ID, card }));
    await t.store.dispatch(resultAction('tryLower'));
    expect(t.events).not.toContainEqual({ type: 'step', step: 'CARD_CVV' });
    const [order] = t.sent(API.createCoinPay.path);
    expect(order?.params).toMatchObject({ pay_type: 23, recharge_id: 101, cko_source_id: card.source_id });
    expect(order?.params).not.toHaveProperty('cko_cvv');
    // the server pays a saved card-checkout card without its CVV only in a repurchase
    expect(JSON.parse(String(order?.params?.ext))).toMatchObject({ order_kind: 3 });
    expect(t.state().scene).toBe('repurchase');
  });

  it('"try the lower tier", group B falls back to A while the card-checkout card is still being fetched', async () => {
    const card = savedCard();
    const t = withResult(shown({ kind: 'balance', payType: 23, card, newCard: false }));
    t.store.dispatch(fillCall(rechargeListCall, { uid: recipient.uid }, { ...CHARGE_LIST, pay_group: 'B' }));
    t.store.dispatch(checkoutActions.cardFetchStarted({ orderId: ORDER_ID, payType: 23, paid: false }));
    await t.store.dispatch(resultAction('tryLower'));
    expect(t.state().steps.stack).toEqual(['HOME']);
    expect(t.sent(API.createCoinPay.path)).toEqual([]);
  });
});

describe('"retry" after an Apple Pay payment failed 3-D Secure retries Apple Pay', () => {
  /** Apple's documented session: the user closes the sheet once it is validated. */
  let apple = fakeApplePay({ user: 'cancel' });
  /** The sheets opened so far. */
  const begun = () => apple.sessions.filter((s) => s.begun);
  const host = globalThis as { ApplePaySession?: ApplePaySessionClass };
  beforeEach(async () => {
    apple = fakeApplePay({ user: 'cancel' });
    host.ApplePaySession = apple.Session;
    await preloadApplePay(); // the sheet's code is loaded once Apple Pay was chosen (it was just paid with)
  });
  afterEach(() => delete host.ApplePaySession);

  const merchantSession = ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' });
  const route: FakeRoute = (call) => {
    if (call.path === API.createCoinPay.path)
      return ok({ order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 1, pay_sub_type: 1 });
    if (call.path === API.adyenApplePaySessionData.path || call.path === API.applePayMerchantSession.path)
      return merchantSession;
    if (call.path === API.clickCancel.path) return ok({});
    return fail(404);
  };

  it.each(APPLE_PAY_TYPES)(
    'type %i: the verify dialog’s retry opens the Apple Pay sheet again in the tap, never the card step',
    async (payType) => {
      const t = withResult(
        shown({ kind: 'verify', payType, amount: 4.99, card: null, newCard: false }),
        route,
      );
      onlyApplePay(t.store, payType);
      const retried = t.store.dispatch(resultAction('retry'));
      // still inside the dialog button's tap: the sheet is open (Safari opens one only there)
      expect(begun()).toHaveLength(1);
      await retried;
      expect(t.state().steps.stack).toEqual(['HOME']);
      expect(t.state().scene).toBe('retry');
      expect(t.events).not.toContainEqual(expect.objectContaining({ type: 'provider_unavailable' }));
      expect(t.events).not.toContainEqual({ type: 'step', step: 'CARD_FRAME' });
      // the same channel pays: its order is made at the sheet's validation, with the type that was used
      expect(t.sent(API.createCoinPay.path).map((c) => c.params?.pay_type)).toEqual([payType]);
      // the sheet was closed here: the page says so, as after any Apple Pay sheet
      expect(t.toasts).toContain(pay.applePay.paymentCancelled);
    },
  );
});
