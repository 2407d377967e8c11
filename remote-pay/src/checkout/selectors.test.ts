import type { ChargeListInfo, Tier, UserLookup } from '@topup/shared/contract';
import { initialPayState, type PayState } from '../store/paySlice';
import { payTargetOf } from './payTarget';

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

const state = (over: Partial<PayState> = {}): PayState => ({
  ...initialPayState(),
  recipient,
  pay2Uid: recipient.uid,
  chargeList: LIST,
  currentAmount: 4.99,
  payType: 23,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
});

describe('what a payment pays for (recipient, tier, channel)', () => {
  it('is the recipient’s internal uid, the chosen method’s recharge_id and pay type, and the tier amount', () => {
    expect(payTargetOf(state())).toEqual({ uid: 21000011, recharge_id: 101, pay_type: 23, amount: 4.99 });
  });

  it('takes the recharge_id of the chosen tier, not of another tier with the same channel', () => {
    expect(payTargetOf(state({ currentAmount: 9.99 }))).toEqual({
      uid: 21000011,
      recharge_id: 201,
      pay_type: 23,
      amount: 9.99,
    });
  });

  it('takes the recharge_id of the chosen pay type', () => {
    expect(payTargetOf(state({ payType: 24 }))?.recharge_id).toBe(103);
    expect(payTargetOf(state({ payType: 27, thirdCardVisible: true }))?.recharge_id).toBe(102);
  });

  it.each([
    ['no recipient', { recipient: null }],
    ['no charge list', { chargeList: null }],
    ['no tier chosen', { currentAmount: null }],
    ['no channel chosen', { payType: null }],
  ] as const)('is nothing with %s', (_name, over) => {
    expect(payTargetOf(state(over))).toBeNull();
  });

  it('is nothing when the chosen amount is not on the list', () => {
    expect(payTargetOf(state({ currentAmount: 19.99 }))).toBeNull();
  });

  it('is nothing when the tier does not offer the chosen pay type', () => {
    expect(payTargetOf(state({ currentAmount: 9.99, payType: 24 }))).toBeNull();
    expect(payTargetOf(state({ payType: 2528 }))).toBeNull();
  });

  it('compares amounts in cents (an amount read back from storage still matches)', () => {
    expect(payTargetOf(state({ currentAmount: 4.990000000001 }))).toMatchObject({
      recharge_id: 101,
      amount: 4.99,
    });
  });

  it('offers the third-provider card only when its gray check passed (spec 01 §3)', () => {
    expect(payTargetOf(state({ payType: 27, thirdCardVisible: false }))).toBeNull();
    expect(payTargetOf(state({ payType: 27, thirdCardVisible: true }))).toMatchObject({
      pay_type: 27,
      recharge_id: 102,
    });
  });

  it('pays Apple Pay with the store’s Apple Pay type only', () => {
    expect(payTargetOf(state({ payType: 25, applePayType: 25 }))).toMatchObject({
      pay_type: 25,
      recharge_id: 104,
    });
    expect(payTargetOf(state({ payType: 26, applePayType: 26 }))).toMatchObject({
      pay_type: 26,
      recharge_id: 105,
    });
    // the tier shows one Apple Pay channel: the other type is not on offer
    expect(payTargetOf(state({ payType: 26, applePayType: 25 }))).toBeNull();
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
    expect(payTargetOf(state({ chargeList: twice, payType: 23 }))?.recharge_id).toBe(101);
    expect(payTargetOf(state({ chargeList: twice, payType: 24 }))?.recharge_id).toBe(301);
  });
});
