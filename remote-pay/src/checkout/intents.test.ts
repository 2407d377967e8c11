import { fillCall, type ApiResult } from '@topup/platform';
import { keptAttempt } from '@topup/payments';
import { ok, type FakeRoute } from '@topup/platform/src/testing/testStore';
import { ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { cardSourceCall } from '../cards/calls';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, onlyApplePay, ORDER_ID, recipient, savedCard } from './checkoutTestKit';
import { addressMoved, pressPay } from './intents';
import { goBack } from './stepIntents';
import { giveUp, submitExpiry } from './stepIntents';

// a browser without Apple Pay whose try at Apple's SDK fails (jsdom loads no script)
jest.mock('@topup/payments', () => ({
  ...jest.requireActual<typeof import('@topup/payments')>('@topup/payments'),
  applePaySessionWithSdk: () => Promise.resolve(null),
}));

const state = (t: ReturnType<typeof checkoutStore>) => selectCheckout(t.store.getState());

describe('the home step’s pay button (spec 01 §4 "At HOME")', () => {
  it('opens the card step for a card channel without a saved card', async () => {
    const t = checkoutStore(() => ok({ items: [] }));
    await t.store.dispatch(pressPay());
    expect(state(t).steps.stack).toEqual(['HOME', 'CARD_FRAME']);
    expect(t.events).toContainEqual({ type: 'step', step: 'CARD_FRAME' });
  });

  it('asks for the recent card’s CVV when the channel has one', async () => {
    const t = checkoutStore();
    const card = savedCard();
    t.store.dispatch(fillCall(cardSourceCall, {}, { items: [card] }));
    await t.store.dispatch(pressPay());
    expect(state(t)).toMatchObject({ card });
    expect(state(t).steps.stack).toEqual(['HOME', 'CARD_CVV']);
  });

  it('offers the expired-card popup for an expired recent card-checkout card', async () => {
    const t = checkoutStore();
    const card = savedCard({ card_valid_date: '01/24' });
    t.store.dispatch(fillCall(cardSourceCall, {}, { items: [card] }));
    await t.store.dispatch(pressPay());
    expect(state(t).expiredCard).toEqual(card);
    expect(state(t).steps.stack).toEqual(['HOME']);
  });

  it('shows the Apple Pay unsupported dialog in a browser without Apple Pay (spec 01 §8)', async () => {
    const t = checkoutStore();
    onlyApplePay(t.store, 26);
    await t.store.dispatch(pressPay());
    expect(state(t).result).toMatchObject({ kind: 'not_support_apple_pay', orderId: null, payType: 26 });
    expect(t.calls.filter((c) => c.path === API.createCoinPay.path)).toEqual([]);
  });

  it('asks first when this browser paid the same recipient the same amount minutes ago, and stops on "no"', async () => {
    const t = checkoutStore();
    t.services.storage.set('recentPayments', [
      { order_id: ORDER_ID, to_uid: recipient.uid, amount: 4.99, paid_at: t.services.now() - 5 * 60_000 },
    ]);
    const pressed = t.store.dispatch(pressPay());
    await new Promise((r) => setTimeout(r, 0));
    expect(state(t).prompt).toEqual({
      kind: 'repeat',
      paid: expect.objectContaining({ order_id: ORDER_ID }),
    });
    t.store.dispatch(checkoutActions.promptAnswered({ payAgain: false }));
    await pressed;
    expect(state(t).steps.stack).toEqual(['HOME']);
  });

  it('does not ask about a payment older than 10 minutes', async () => {
    const t = checkoutStore();
    t.services.storage.set('recentPayments', [
      { order_id: ORDER_ID, to_uid: recipient.uid, amount: 4.99, paid_at: t.services.now() - 10 * 60_000 },
    ]);
    await t.store.dispatch(pressPay());
    expect(state(t).prompt).toBeNull();
    expect(state(t).steps.stack).toEqual(['HOME', 'CARD_FRAME']);
  });

  it('reports an internal error, with no user text, when the pay target is missing (spec 01 §8)', async () => {
    const t = checkoutStore();
    t.store.dispatch({ type: 'recipient/recipientCleared' });
    await t.store.dispatch(pressPay());
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'internal_error', kind: 'noTargetUid' }));
    expect(t.toasts).toEqual([]);
  });
});

describe('leaving a payment step (spec 01 §2 exit-confirm)', () => {
  it('the page’s back button and the browser’s Back both ask first, and stay', async () => {
    const t = checkoutStore();
    await t.store.dispatch(pressPay());
    await t.store.dispatch(goBack());
    expect(state(t).exitFrom).toBe('CARD_FRAME');
    t.store.dispatch(checkoutActions.exitDismissed());
    expect(await t.store.dispatch(addressMoved(1))).toBe(false);
    expect(state(t).exitFrom).toBe('CARD_FRAME');
    expect(state(t).steps.stack).toEqual(['HOME', 'CARD_FRAME']);
  });

  /** A checkout on the card step whose attempt made ORDER_ID; click_cancel answers `cancel`. */
  async function onCardStepWithOrder(cancel: ApiResult<unknown>, more: FakeRoute = () => ok({})) {
    const t = checkoutStore((c) => (c.path === API.clickCancel.path ? cancel : more(c)));
    await t.store.dispatch(pressPay());
    const rid = `${'a'.repeat(32)}1768478400000`;
    const target = { uid: recipient.uid, recharge_id: 101, pay_type: 23 };
    t.services.storage.set('payAttempts', {
      coin: { rid, target, created_at: t.services.now(), order_id: ORDER_ID },
    });
    t.store.dispatch(checkoutActions.exitAsked('CARD_FRAME'));
    return { ...t, rid };
  }

  it('"give up" cancels the attempt’s order (click_cancel), ends the attempt and goes back', async () => {
    const t = await onCardStepWithOrder(ok({ order_id: ORDER_ID, status: 'cancelled' }));
    await t.store.dispatch(giveUp());
    const cancel = t.calls.find((c) => c.path === API.clickCancel.path);
    expect(cancel).toMatchObject({ form: true, params: { app_order: ORDER_ID, reason: 'user_gave_up' } });
    expect(t.store.dispatch(keptAttempt())).toBeNull();
    expect(t.events).toContainEqual({ type: 'cancelled', orderId: ORDER_ID });
    expect(state(t)).toMatchObject({ exitFrom: null });
    expect(state(t).steps.stack).toEqual(['HOME']);
  });

  it('"give up" of an order being charged (31087): said, the attempt kept, and its result waited for', async () => {
    const beingCharged = {
      result: ORDER_BEING_CHARGED,
      message: 'being charged',
      data: { order_id: ORDER_ID, status: 'processing' },
    };
    const asked: string[] = [];
    const t = await onCardStepWithOrder(beingCharged, (c) => {
      if (c.path !== API.orderByClientRid.path) return ok({});
      asked.push(String(c.params?.client_rid));
      return ok({ order_id: ORDER_ID, status: 'processing', pay_type: 23, amount: 4.99, answered: 1 });
    });
    const leaving = t.store.dispatch(giveUp());
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(t.toasts).toEqual([pay.failure.beingCharged]);
    expect(t.store.dispatch(keptAttempt())?.rid).toBe(t.rid);
    expect(t.events).not.toContainEqual(expect.objectContaining({ type: 'cancelled' }));
    // waiting for the order's result as a reload does (resume.ts)
    expect(asked).toEqual([t.rid]);
    expect(state(t).resume).toMatchObject({ status: 'waiting', orderId: ORDER_ID });
    t.store.dispatch(checkoutActions.resumeChanged(null)); // stop waiting: the test is over
    await leaving;
  });

  it('moves through other child pages without asking', async () => {
    const t = checkoutStore();
    expect(await t.store.dispatch(addressMoved(2))).toBe(true);
    expect(state(t).steps.stack).toEqual(['HOME', 'CARD_LIST']);
  });
});

describe('the expiry update (spec 01 §5)', () => {
  const expiring = (href?: string) => {
    const t = checkoutStore(() => ok(savedCard({ card_valid_date: '01/25' })), href);
    t.store.dispatch(checkoutActions.cardChosen(savedCard({ card_valid_date: '01/24' })));
    t.store.dispatch(
      checkoutActions.stepsChanged({ state: { stack: ['HOME', 'CKO_CARD_MODIFY_EXPIRE'] }, replace: false }),
    );
    return t;
  };

  it('refuses a month before this one, with its message under the field', async () => {
    const t = expiring();
    await t.store.dispatch(submitExpiry('01/25'));
    expect(state(t).stepMessage).toBe('expiryInvalid');
    expect(t.calls).toEqual([]);
  });

  it('lets it through with the test parameter test_local=1 (the hash too)', async () => {
    const t = expiring('https://pay.example.com/pay?PayChildPage=6#test_local=1');
    await t.store.dispatch(submitExpiry('01/25'));
    expect(t.calls.find((c) => c.path === API.updateCardSource.path)?.params).toMatchObject({
      card_valid_date: '01/25',
    });
  });
});
