import {
  channelsForTier,
  groupTiersByAmount,
  isNewUser,
  lowerTier,
  preselectedAmount,
  tierHighlights,
  type ChargeListInfoLike,
  type TierLike,
} from './tiers';

const tier = (amount: number, subTypes: number[] = [23]): TierLike => ({
  amount,
  pay_list: [
    {
      displayName: 'Card',
      methods: subTypes.map((subType) => ({ subType, recharge_id: amount * 100 + subType })),
    },
  ],
});

const info = (flags: Partial<ChargeListInfoLike> = {}): ChargeListInfoLike => ({
  is_new: 0,
  is_new_uid: 0,
  is_new_h5device: 0,
  recommends: [10, 50],
  list: [tier(1), tier(4.99), tier(10), tier(50)],
  ...flags,
});

describe('new and returning users (spec 01 §3)', () => {
  it('is new when any of the three flags is 1', () => {
    expect(isNewUser(info())).toBe(false);
    expect(isNewUser(info({ is_new: 1 }))).toBe(true);
    expect(isNewUser(info({ is_new_uid: 1 }))).toBe(true);
    expect(isNewUser(info({ is_new_h5device: 1 }))).toBe(true);
  });
  it('recommends tiers to new users only', () => {
    expect(tierHighlights(info({ is_new: 1 }), 4.99)).toEqual({ recommended: [10, 50], remembered: null });
    expect(tierHighlights(info(), 4.99)).toEqual({ recommended: [], remembered: 4.99 });
  });
  it('drops recommended or remembered amounts that are not on the list', () => {
    expect(tierHighlights(info({ is_new: 1, recommends: [7, 50] }), null).recommended).toEqual([50]);
    expect(tierHighlights(info(), 7).remembered).toBeNull();
  });
  it('preselects the remembered, then the first recommended, then the first tier', () => {
    expect(preselectedAmount(info(), 10)).toBe(10);
    expect(preselectedAmount(info(), 7)).toBe(1);
    expect(preselectedAmount(info(), null)).toBe(1);
    expect(preselectedAmount(info({ is_new: 1 }), 10)).toBe(10);
    expect(preselectedAmount(info({ is_new: 1, recommends: [50, 10] }), 4.99)).toBe(50);
    expect(preselectedAmount(info({ is_new: 1, recommends: [] }), null)).toBe(1);
    expect(preselectedAmount(info({ list: [] }), null)).toBeNull();
  });
});

describe('tiers by amount (spec 01 §3)', () => {
  it('merges an amount listed twice', () => {
    const a: TierLike = {
      amount: 10,
      pay_list: [{ displayName: 'Card', methods: [{ subType: 23, recharge_id: 1 }] }],
    };
    const b: TierLike = {
      amount: 10,
      pay_list: [
        {
          displayName: 'Card',
          methods: [
            { subType: 23, recharge_id: 9 },
            { subType: 27, recharge_id: 2 },
          ],
        },
        { displayName: 'Apple Pay', methods: [{ subType: 26, recharge_id: 3 }] },
      ],
    };
    const out = groupTiersByAmount([a, tier(5), b]);
    expect(out.map((t) => t.amount)).toEqual([10, 5]);
    expect(out[0]?.pay_list).toEqual([
      {
        displayName: 'Card',
        methods: [
          { subType: 23, recharge_id: 1 },
          { subType: 27, recharge_id: 2 },
        ],
      },
      { displayName: 'Apple Pay', methods: [{ subType: 26, recharge_id: 3 }] },
    ]);
  });
  it('finds the next lower tier for the balance dialog', () => {
    const list = [tier(50), tier(1), tier(10), tier(4.99)];
    expect(lowerTier(list, 10)).toBe(4.99);
    expect(lowerTier(list, 4.99)).toBe(1);
    expect(lowerTier(list, 1)).toBeNull();
    expect(lowerTier(list, 100)).toBe(50);
  });
});

describe('channels of a tier (spec 01 §3)', () => {
  const t: TierLike = {
    amount: 10,
    pay_list: [
      {
        displayName: 'Apple Pay',
        methods: [
          { subType: 25, recharge_id: 1 },
          { subType: 26, recharge_id: 2 },
          { subType: 31, recharge_id: 3 },
        ],
      },
      { displayName: 'Checkout', methods: [{ subType: 23, recharge_id: 4 }] },
      { displayName: 'Second', methods: [{ subType: 24, recharge_id: 5 }] },
      {
        displayName: 'Third',
        methods: [
          { subType: 27, recharge_id: 6 },
          { subType: 99, recharge_id: 7 },
        ],
      },
    ],
  };
  it('hides the third-provider card unless its check passes', () => {
    expect(channelsForTier(t, { thirdCardVisible: false }).map((c) => c.subType)).toEqual([26, 23, 24]);
    expect(channelsForTier(t, { thirdCardVisible: true }).map((c) => c.subType)).toEqual([26, 23, 24, 27]);
  });
  it('shows one Apple Pay channel, of the configured type when offered', () => {
    const c = channelsForTier(t, { thirdCardVisible: false, applePayType: 31 });
    expect(c[0]).toEqual({ kind: 'applePay', subType: 31, recharge_id: 3, displayName: 'Apple Pay' });
    expect(c.filter((x) => x.kind === 'applePay')).toHaveLength(1);
  });
  it('falls back to 26 for a configured type that is not offered or not Apple Pay', () => {
    expect(channelsForTier(t, { thirdCardVisible: false, applePayType: 29 })[0]?.subType).toBe(26);
    expect(channelsForTier(t, { thirdCardVisible: false, applePayType: 23 })[0]?.subType).toBe(26);
  });
  it('takes the first Apple Pay method when neither is offered', () => {
    const only = {
      amount: 1,
      pay_list: [
        {
          displayName: 'AP',
          methods: [
            { subType: 30, recharge_id: 1 },
            { subType: 28, recharge_id: 2 },
          ],
        },
      ],
    };
    expect(
      channelsForTier(only, { thirdCardVisible: false, applePayType: 31 }).map((c) => c.subType),
    ).toEqual([30]);
  });
  it('keeps a single Apple Pay method whatever the configuration', () => {
    const one = tier(1, [23, 25]);
    expect(channelsForTier(one, { thirdCardVisible: false, applePayType: 26 }).map((c) => c.subType)).toEqual(
      [23, 25],
    );
  });
});
