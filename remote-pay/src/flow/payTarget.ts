import { channelsForTier, groupTiersByAmount, sameAmount } from '@topup/shared/domain/tiers';
import type { PayState } from '../store/paySlice';

/** What a payment pays for: the checked recipient, the chosen tier's method of the chosen channel. */
export interface PayTarget {
  uid: number;
  recharge_id: number;
  pay_type: number;
  amount: number;
}

export function payTargetOf(pay: PayState): PayTarget | null {
  if (!pay.recipient || !pay.chargeList || pay.currentAmount === null || pay.payType === null) return null;
  const tier = groupTiersByAmount(pay.chargeList.list).find((t) =>
    sameAmount(t.amount, pay.currentAmount ?? NaN),
  );
  if (!tier) return null;
  const channel = channelsForTier(tier, {
    thirdCardVisible: pay.thirdCardVisible,
    applePayType: pay.applePayType,
  }).find((c) => c.subType === pay.payType);
  if (!channel) return null;
  return {
    uid: pay.recipient.uid,
    recharge_id: channel.recharge_id,
    pay_type: channel.subType,
    amount: tier.amount,
  };
}
