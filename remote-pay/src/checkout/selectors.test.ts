import { fillCall } from '@topup/platform';
import { createTestStore } from '@topup/platform/src/testing/testStore';
import type { ChargeListInfo, PkgInfo, Tier, UserLookup } from '@topup/shared/contract';
import { recipientActions } from '../recipient/recipientSlice';
import { pkgInfoCall, rechargeListCall } from '../tiers/calls';
import { tiersActions } from '../tiers/tiersSlice';
import { checkoutActions } from './checkoutSlice';
import { PAY_DISPLAY_MODE } from '@topup/shared/domain/payStep';
import { cardSourceCall } from '../cards/calls';
import { checkoutStore, ORDER_ID, savedCard } from './checkoutTestKit';
import { addressMoved } from './intents';
import { selectResultCard, selectResultLowerTier } from './resultSelectors';
import { selectDisplayMode, selectPayTarget, selectPayType, selectStepUnder } from './selectors';

const recipient: UserLookup = {
  uid: 21000011,
  display_uid: 1000011,
  nickname: 'نورة',
  icon: '/a.svg',
  is_guest: 0,
  source: 1,
  status: 0,
};

const tier = (amount: number, pay_list: Tier['pay_list']): Tier => ({
  amount,
  coin: Math.round(amount * 100),
  icon: '/coin.svg',
  extra_coin: 0,
  origin_coin: Math.round(amount * 100),
  pay_list,
});

const chargeList = (list: Tier[]): ChargeListInfo => ({
  is_new: 0,
  is_new_uid: 0,
  is_new_h5device: 0,
  pay_group: 'A',
  extra_recommend: 0,
  recommends: [],
  list,
});

const LIST = chargeList([
  tier(4.99, [
    { displayName: 'Checkout', methods: [{ subType: 23, recharge_id: 101 }] },
    { displayName: 'Adyen', methods: [{ subType: 27, recharge_id: 102 }] },
    { displayName: 'Second', methods: [{ subType: 24, recharge_id: 103 }] },
    {
      displayName: 'Apple Pay',
      methods: [
        { subType: 25, recharge_id: 104 },
        { subType: 26, recharge_id: 105 },
      ],
    },
  ]),
  tier(9.99, [{ displayName: 'Checkout', methods: [{ subType: 23, recharge_id: 201 }] }]),
]);

/** Gray release: the third-provider card for the recipient, and Apple Pay 25 or 26 by its score. */
const info = (applePayType: number, thirdCard: boolean) =>
  ({
    adyen_card_ratio: 0,
    adyen_card_whitelist: thirdCard ? [recipient.uid] : [],
    cko_new_rate: 100,
    cko_new_whitelist: [],
    ABtest_repurchase_ratio: 0,
    applepay_gray_config: [{ pay_type: applePayType, gray_ratio: 100, whitelist: [] }],
  }) as unknown as PkgInfo;

interface Setup {
  list?: ChargeListInfo;
  amount?: number;
  payType?: number;
  withRecipient?: boolean;
  applePayType?: number;
  thirdCard?: boolean;
  lastSuccessPayType?: number;
}

function target(over: Setup = {}) {
  const { store } = createTestStore();
  const uid = recipient.uid;
  store.dispatch(
    tiersActions.tiersRestored({
      lastAmount: null,
      scores: { adyenCard: 99, applePay: 0, repurchase: 99, ckoNew: 0 },
    }),
  );
  if (over.withRecipient !== false) store.dispatch(recipientActions.recipientChosen(recipient));
  store.dispatch(tiersActions.listShownFor(uid));
  store.dispatch(fillCall(rechargeListCall, { uid }, over.list ?? LIST));
  store.dispatch(fillCall(pkgInfoCall, {}, info(over.applePayType ?? 26, over.thirdCard ?? false)));
  if (over.amount !== undefined) store.dispatch(tiersActions.amountChosen(over.amount));
  if (over.payType !== undefined) store.dispatch(tiersActions.payTypeChosen(over.payType));
  if (over.lastSuccessPayType !== undefined)
    store.dispatch(checkoutActions.paySucceeded({ payType: over.lastSuccessPayType, card: null }));
  return { target: selectPayTarget(store.getState()), payType: selectPayType(store.getState()) };
}

describe('what a payment pays for (recipient, tier, channel)', () => {
  it('is the recipient’s internal uid, the chosen method’s recharge_id and pay type, and the tier amount', () => {
    expect(target({ amount: 4.99, payType: 23 }).target).toEqual({
      uid: 21000011,
      recharge_id: 101,
      pay_type: 23,
      amount: 4.99,
    });
  });

  it('takes the recharge_id of the chosen tier, not of another tier with the same channel', () => {
    expect(target({ amount: 9.99, payType: 23 }).target).toEqual({
      uid: 21000011,
      recharge_id: 201,
      pay_type: 23,
      amount: 9.99,
    });
  });

  it('takes the recharge_id of the chosen pay type', () => {
    expect(target({ amount: 4.99, payType: 24 }).target?.recharge_id).toBe(103);
    expect(target({ amount: 4.99, payType: 27, thirdCard: true }).target?.recharge_id).toBe(102);
  });

  it('is nothing without a checked recipient', () => {
    expect(target({ withRecipient: false, amount: 4.99 }).target).toBeNull();
  });

  it('proposes the first tier and the default channel until the user chooses (spec 01 §3)', () => {
    expect(target().target).toEqual({ uid: 21000011, recharge_id: 101, pay_type: 23, amount: 4.99 });
  });

  it('proposes the last successful channel before the default one', () => {
    expect(target({ amount: 4.99, lastSuccessPayType: 24 }).payType).toBe(24);
  });

  it('keeps a chosen channel the tier does not offer out: the proposal stands in', () => {
    expect(target({ amount: 9.99, payType: 24 }).target).toMatchObject({ pay_type: 23, recharge_id: 201 });
  });

  it('takes an amount not on the list as not chosen', () => {
    expect(target({ amount: 19.99 }).target).toMatchObject({ amount: 4.99 });
  });

  it('compares amounts in cents (an amount read back from storage still matches)', () => {
    expect(target({ amount: 4.990000000001, payType: 23 }).target).toMatchObject({
      recharge_id: 101,
      amount: 4.99,
    });
  });

  it('offers the third-provider card only when its gray check passed (spec 01 §3)', () => {
    expect(target({ amount: 4.99, payType: 27, thirdCard: false }).target?.pay_type).toBe(23);
    expect(target({ amount: 4.99, payType: 27, thirdCard: true }).target).toMatchObject({
      pay_type: 27,
      recharge_id: 102,
    });
  });

  it('pays Apple Pay with the gray-released Apple Pay type only', () => {
    expect(target({ amount: 4.99, payType: 25, applePayType: 25 }).target).toMatchObject({
      pay_type: 25,
      recharge_id: 104,
    });
    expect(target({ amount: 4.99, payType: 26, applePayType: 26 }).target).toMatchObject({
      pay_type: 26,
      recharge_id: 105,
    });
    // the tier shows one Apple Pay channel: the other type is not on offer
    expect(target({ amount: 4.99, payType: 26, applePayType: 25 }).target?.pay_type).toBe(23);
  });

  it('merges a tier listed twice, keeping the first listing’s method for a repeated type', () => {
    const twice = chargeList([
      tier(4.99, [{ displayName: 'Checkout', methods: [{ subType: 23, recharge_id: 101 }] }]),
      tier(4.99, [
        {
          displayName: 'Checkout',
          methods: [
            { subType: 23, recharge_id: 999 },
            { subType: 24, recharge_id: 301 },
          ],
        },
      ]),
    ]);
    expect(target({ list: twice, amount: 4.99, payType: 23 }).target?.recharge_id).toBe(101);
    expect(target({ list: twice, amount: 4.99, payType: 24 }).target?.recharge_id).toBe(301);
  });
});

describe('the pay page’s display mode (spec 01 §2: 1 enter, 2 list, 3 switch)', () => {
  const mode = (t: ReturnType<typeof checkoutStore>) => selectDisplayMode(t.store.getState());

  it('is enter without a saved card for the channel', () => {
    expect(mode(checkoutStore())).toBe(PAY_DISPLAY_MODE.ENTER);
  });

  it('is switch with a recent card, and list while the saved-card list is open', async () => {
    const t = checkoutStore();
    t.store.dispatch(fillCall(cardSourceCall, {}, { items: [savedCard()] }));
    expect(mode(t)).toBe(PAY_DISPLAY_MODE.SWITCH);
    await t.store.dispatch(addressMoved(2));
    expect(mode(t)).toBe(PAY_DISPLAY_MODE.LIST);
  });
});

describe('the step drawn under the expiry update (spec 01 §2: a modal over the step it was opened from)', () => {
  const under = (stack: Parameters<typeof checkoutActions.stepsChanged>[0]['state']['stack']) => {
    const t = checkoutStore();
    t.store.dispatch(checkoutActions.stepsChanged({ state: { stack }, replace: false }));
    return selectStepUnder(t.store.getState());
  };

  it('is the step the modal was opened from', () => {
    expect(under(['HOME', 'CARD_LIST', 'CKO_CARD_MODIFY_EXPIRE'])).toBe('CARD_LIST');
    expect(under(['HOME', 'CKO_CARD_MODIFY_EXPIRE'])).toBe('HOME');
  });

  it('is home when nothing is under it (the one rule PayFlow and PaySteps both follow)', () => {
    expect(under(['CKO_CARD_MODIFY_EXPIRE'])).toBe('HOME');
  });

  it('is the step itself for any other step', () => {
    expect(under(['HOME', 'CARD_FRAME'])).toBe('CARD_FRAME');
    expect(under(['HOME'])).toBe('HOME');
  });
});

describe('the result’s card and lower tier (spec 01 §4: one rule for the dialog and its buttons)', () => {
  const shown = (t: ReturnType<typeof checkoutStore>, card = savedCard(), amount = 9.99) =>
    t.store.dispatch(
      checkoutActions.resultShown({
        kind: 'balance',
        orderId: ORDER_ID,
        amount,
        payType: 23,
        card,
        newCard: false,
      }),
    );

  it('is the card the order was paid with until the card fetch has the order’s own', () => {
    const t = checkoutStore();
    const paidWith = savedCard();
    shown(t, paidWith);
    expect(selectResultCard(t.store.getState())).toEqual(paidWith);
    const fetched = savedCard({ source_id: 'src_sbx_9999', last4: '9999' });
    t.store.dispatch(checkoutActions.cardFetchStarted({ orderId: ORDER_ID, payType: 23, paid: false }));
    t.store.dispatch(checkoutActions.cardFetchSettled({ orderId: ORDER_ID, card: fetched }));
    expect(selectResultCard(t.store.getState())).toEqual(fetched);
  });

  it('ignores a card fetched for another order', () => {
    const t = checkoutStore();
    const paidWith = savedCard();
    shown(t, paidWith);
    t.store.dispatch(checkoutActions.cardFetchStarted({ orderId: 'TP1', payType: 23, paid: false }));
    t.store.dispatch(checkoutActions.cardFetchSettled({ orderId: 'TP1', card: savedCard({ last4: '1' }) }));
    expect(selectResultCard(t.store.getState())).toEqual(paidWith);
  });

  it('offers the next lower tier of the list, none below the lowest, nothing without a result', () => {
    const t = checkoutStore();
    expect(selectResultLowerTier(t.store.getState())).toBeNull();
    shown(t, savedCard(), 9.99);
    expect(selectResultLowerTier(t.store.getState())).toBe(4.99);
    shown(t, savedCard(), 4.99);
    expect(selectResultLowerTier(t.store.getState())).toBeNull();
  });
});
