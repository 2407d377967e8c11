import { fail, ok } from '@topup/platform/src/testing/testStore';
import { CARD_UPDATE_FAILED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import type { PayStepEffect } from '@topup/shared/domain/payStep';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, fakeSurface, ORDER_ID, savedCard } from './checkoutTestKit';
import { EFFECTS, runEffect } from './effects';
import { selectSteps } from './selectors';

const created = (url = '') =>
  ok({ order_id: ORDER_ID, url, platform_data: '', recharge_id: 101, pay_sub_type: 23 });

describe('the table from the step machine’s effects to thunks', () => {
  it('has one entry per effect of the machine', () => {
    const effects: Record<PayStepEffect['type'], true> = {
      none: true,
      startOrder: true,
      startApplePay: true,
      showMessage: true,
      showFieldErrors: true,
      tokenizeThenCreateOrder: true,
      createOrder: true,
      updateExpiry: true,
      offerExpiredCard: true,
    };
    expect(Object.keys(EFFECTS).sort()).toEqual(Object.keys(effects).sort());
  });

  it('none does nothing', async () => {
    const t = checkoutStore();
    const before = t.store.getState();
    await t.store.dispatch(runEffect({ type: 'none' }));
    expect(t.store.getState()).toBe(before);
    expect(t.calls).toEqual([]);
  });

  it('startOrder creates the order without a card and follows its url (the second provider’s page)', async () => {
    const t = checkoutStore(() => created('/sandbox/checkout/TP1'));
    t.store.dispatch({ type: 'tiers/payTypeChosen', payload: 24 });
    await t.store.dispatch(runEffect({ type: 'startOrder', subType: 24, loadingKey: 'goingToPaymentPage' }));
    const [order] = t.sent(API.createCoinPay.path);
    expect(order?.params).toMatchObject({ pay_type: 24, recharge_id: 102, uid: '21000011' });
    expect(order?.params).not.toHaveProperty('cko_token');
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/checkout/TP1']);
    // the loading overlay stays while the browser leaves
    expect(selectCheckout(t.store.getState()).payment).toMatchObject({
      status: 'leaving',
      loadingKey: 'goingToPaymentPage',
    });
  });

  it('showMessage puts the CVV and expiry messages under their field, and toasts an invalid saved card', async () => {
    const t = checkoutStore();
    await t.store.dispatch(runEffect({ type: 'showMessage', key: 'cvvInvalid' }));
    expect(selectCheckout(t.store.getState()).stepMessage).toBe('cvvInvalid');
    await t.store.dispatch(runEffect({ type: 'showMessage', key: 'cardExpiredInvalid' }));
    expect(t.toasts).toEqual([
      'أفاد البنك بانتهاء صلاحية البطاقة، والبطاقة المحفوظة لم تعد صالحة. احذفها وادفع من جديد، أو استخدم بطاقة أخرى.',
    ]);
  });

  it('showFieldErrors is the submit gate: every field of the step shows its message', async () => {
    const t = checkoutStore();
    const { surface, fields } = fakeSurface();
    await t.store.dispatch(runEffect({ type: 'showFieldErrors' }, { surface }));
    expect(fields.showErrors).toHaveBeenCalledTimes(1);
    expect(fields.tokenize).not.toHaveBeenCalled();
  });

  it('tokenizeThenCreateOrder tokenizes the new card, then creates the order with its token', async () => {
    const t = checkoutStore(() => created('/pay?zp_show=1&zp_orderid=TP1'));
    const { surface, fields } = fakeSurface();
    await t.store.dispatch(runEffect({ type: 'tokenizeThenCreateOrder' }, { surface }));
    expect(fields.tokenize).toHaveBeenCalledTimes(1);
    expect(t.sent(API.createCoinPay.path)[0]?.params).toMatchObject({
      pay_type: 23,
      cko_token: 'tok_sbx_1',
      cko_card_no: '424242******4242',
    });
  });

  it('tokenizeThenCreateOrder creates nothing when the provider refuses the card, and says why', async () => {
    const t = checkoutStore(() => created());
    const { surface } = fakeSurface({ ok: false, reason: 'failed', message: 'رفض المزوّد البطاقة' });
    await t.store.dispatch(runEffect({ type: 'tokenizeThenCreateOrder' }, { surface }));
    expect(t.sent(API.createCoinPay.path)).toEqual([]);
    expect(t.toasts).toEqual(['رفض المزوّد البطاقة']);
    expect(selectCheckout(t.store.getState()).payment.status).toBe('idle');
  });

  it('createOrder pays the chosen saved card with its CVV', async () => {
    const t = checkoutStore(() => created('/pay?zp_show=1&zp_orderid=TP1'));
    t.store.dispatch(checkoutActions.cardChosen(savedCard()));
    await t.store.dispatch(runEffect({ type: 'createOrder', remembered: true }, { cvv: '123' }));
    expect(t.sent(API.createCoinPay.path)[0]?.params).toMatchObject({
      cko_cvv: '123',
      cko_source_id: 'src_sbx_4242',
    });
  });

  it('createOrder saves "remember this card" first in the not-remembered step', async () => {
    const t = checkoutStore((c) => (c.path === API.setCardRemember.path ? ok(null) : created('/pay')));
    t.store.dispatch(checkoutActions.cardChosen(savedCard({ is_remember: 0 })));
    await t.store.dispatch(
      runEffect({ type: 'createOrder', remembered: false }, { cvv: '123', remember: true }),
    );
    const order = t.calls.findIndex((c) => c.path === API.createCoinPay.path);
    const remember = t.calls.findIndex((c) => c.path === API.setCardRemember.path);
    expect(remember).toBeGreaterThanOrEqual(0);
    expect(remember).toBeLessThan(order);
    expect(t.calls[remember]?.params).toMatchObject({ source_id: 'src_sbx_4242', is_remember: 1 });
  });

  it('updateExpiry saves the normalised date and goes on to the card’s CVV', async () => {
    const updated = savedCard({ card_valid_date: '09/31' });
    const t = checkoutStore((c) => (c.path === API.updateCardSource.path ? ok(updated) : ok({ items: [] })));
    t.store.dispatch(checkoutActions.cardChosen(savedCard({ card_valid_date: '01/24' })));
    t.store.dispatch(
      checkoutActions.stepsChanged({ state: { stack: ['HOME', 'CKO_CARD_MODIFY_EXPIRE'] }, replace: false }),
    );
    await t.store.dispatch(runEffect({ type: 'updateExpiry' }, { expiry: '0931' }));
    expect(t.sent(API.updateCardSource.path)[0]?.params).toMatchObject({ card_valid_date: '09/31' });
    expect(selectCheckout(t.store.getState()).card?.card_valid_date).toBe('09/31');
    expect(selectSteps(t.store.getState()).stack).toEqual(['HOME', 'CARD_CVV']);
  });

  it('updateExpiry refused with 31073 says "failed to update card info" and stays (spec 01 §8)', async () => {
    const t = checkoutStore(() => fail(CARD_UPDATE_FAILED, 'server words'));
    t.store.dispatch(checkoutActions.cardChosen(savedCard()));
    t.store.dispatch(
      checkoutActions.stepsChanged({ state: { stack: ['HOME', 'CKO_CARD_MODIFY_EXPIRE'] }, replace: false }),
    );
    await t.store.dispatch(runEffect({ type: 'updateExpiry' }, { expiry: '09/31' }));
    expect(t.toasts).toEqual(['تعذّر تحديث بيانات البطاقة']);
    expect(selectSteps(t.store.getState()).stack).toEqual(['HOME', 'CKO_CARD_MODIFY_EXPIRE']);
  });

  it('offerExpiredCard opens the expired-card popup for the chosen card', async () => {
    const t = checkoutStore();
    const card = savedCard({ card_valid_date: '01/24' });
    t.store.dispatch(checkoutActions.cardChosen(card));
    await t.store.dispatch(runEffect({ type: 'offerExpiredCard' }));
    expect(selectCheckout(t.store.getState()).expiredCard).toEqual(card);
  });
});
