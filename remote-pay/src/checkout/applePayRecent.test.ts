import { ok, fail, type FakeCall } from '@topup/platform/src/testing/testStore';
import type { ApplePaySessionClass } from '@topup/payments';
import { fakeApplePay } from '@topup/payments/testing/applePaySession';
import { API } from '@topup/shared/contract/paths';
import { makeApplePayPseudoCard } from '@topup/shared/domain/cardKind';
import { payWithApplePay } from './applePay';
import { preloadApplePay } from './applePayReady';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, onlyApplePay, ORDER_ID } from './checkoutTestKit';
import { sendStep } from './effects';
import { pressPay } from './intents';
import { selectRecentCard, selectSavedCards } from './selectors';

// spec 01 §4 "Apple Pay outcome": after a success the Apple Pay pseudo-card joins the saved cards and is
// the recent method; at HOME a recent wallet card starts Apple Pay — its sheet, opened in the tap.

let apple = fakeApplePay();
/** The sheets opened so far. */
const begun = () => apple.sessions.filter((s) => s.begun);
const host = globalThis as { ApplePaySession?: ApplePaySessionClass };

/** Type 26 (Adyen's): the order, the merchant session, then adyen_verify_pay says paid. */
const paying = (call: FakeCall) => {
  if (call.path === API.createCoinPay.path)
    return ok({ order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 26, pay_sub_type: 26 });
  if (call.path === API.adyenApplePaySessionData.path)
    return ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' });
  if (call.path === API.adyenVerifyPay.path) return ok({ code: 0 });
  if (call.path === API.getCardSource.path) return ok({ items: [] });
  return fail(404);
};

const pseudo = makeApplePayPseudoCard(1_768_478_400, { to_uid: 21000011 });

function applePayCheckout() {
  const t = checkoutStore(paying);
  onlyApplePay(t.store, 26);
  return { ...t, state: () => selectCheckout(t.store.getState()) };
}

describe('Apple Pay as the recent method (spec 01 §4)', () => {
  beforeEach(async () => {
    apple = fakeApplePay();
    host.ApplePaySession = apple.Session;
    await preloadApplePay();
  });
  afterEach(() => delete host.ApplePaySession);

  it('after a success its pseudo-card is among the saved cards and the recent method of Apple Pay', async () => {
    const t = applePayCheckout();
    expect(selectRecentCard(t.store.getState())).toBeNull();
    await t.store.dispatch(payWithApplePay(apple.Session));
    expect(t.state().result).toMatchObject({ kind: 'success', payType: 26 });
    expect(t.state().history).toMatchObject({ lastPayType: 26, lastSuccessPayType: 26 });
    expect(selectSavedCards(t.store.getState())).toContainEqual(
      expect.objectContaining({ source_id: 'apple_pay', bin: '000000', last4: '0000' }),
    );
    expect(selectRecentCard(t.store.getState())).toMatchObject({ source_id: 'apple_pay' });
  });

  it('at home the recent Apple Pay card starts Apple Pay: the sheet opens in the tap, the order at its validation', async () => {
    const t = applePayCheckout();
    t.store.dispatch(
      checkoutActions.historyRestored({
        lastPayType: 26,
        lastPayCard: pseudo,
        lastSuccessPayType: 26,
        lastSuccessPayCard: pseudo,
      }),
    );
    const pressed = t.store.dispatch(pressPay());
    // still inside the tap: Safari opens a sheet only there
    expect(begun()).toHaveLength(1);
    expect(t.sent(API.createCoinPay.path)).toEqual([]);
    await pressed;
    // the steps' own rule chose the card (spec 01 §4 "At HOME with a recent-method card")
    expect(t.state().card).toEqual(pseudo);
    expect(t.state().steps.stack).toEqual(['HOME']);
    expect(t.sent(API.createCoinPay.path).map((c) => c.params?.pay_type)).toEqual([26]);
    expect(t.state().result).toMatchObject({ kind: 'success', orderId: ORDER_ID });
  });

  it('the wallet card’s step effect opens the sheet with the tap’s session, and never makes an order without it', async () => {
    const withSheet = applePayCheckout();
    const started = withSheet.store.dispatch(
      sendStep({ type: 'CHOOSE_CARD', card: pseudo, expired: false }, { applePaySession: apple.Session }),
    );
    expect(begun()).toHaveLength(1);
    await started;
    expect(withSheet.sent(API.createCoinPay.path)).toHaveLength(1);

    const without = applePayCheckout();
    await without.store.dispatch(sendStep({ type: 'CHOOSE_CARD', card: pseudo, expired: false }));
    expect(begun()).toHaveLength(1);
    expect(without.sent(API.createCoinPay.path)).toEqual([]);
    expect(without.state().result).toMatchObject({ kind: 'not_support_apple_pay', orderId: null });
  });
});
