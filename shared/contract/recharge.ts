import { Type, type Static } from '@sinclair/typebox';
import { Flag, RecipientUidParam, Source } from './envelope';

/** Params of /api/third_party_pay/get_recharge_list_v3/ (spec 01 §7). */
export const RechargeListParams = Type.Object({
  /** The recipient: the internal uid the pay page sends, or a display id. */
  uid: Type.Optional(RecipientUidParam),
  source: Source,
  session_key: Type.Optional(Type.String({ maxLength: 256 })),
});
export type RechargeListParams = Static<typeof RechargeListParams>;

/** One way to pay a tier: a pay type code (spec 01 §3) and the id the order is created with. */
export const PayMethod = Type.Object({ subType: Type.Integer(), recharge_id: Type.Integer() });
export type PayMethod = Static<typeof PayMethod>;

/** A payment display group: Apple Pay or one provider's card. */
export const PayGroup = Type.Object({ displayName: Type.String(), methods: Type.Array(PayMethod) });
export type PayGroup = Static<typeof PayGroup>;

/** Charge item (spec 01 §3). `coin` = `origin_coin` + `extra_coin`. */
export const Tier = Type.Object({
  /** USD. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  coin: Type.Integer({ minimum: 1 }),
  icon: Type.String(),
  extra_coin: Type.Integer({ minimum: 0 }),
  origin_coin: Type.Integer({ minimum: 1 }),
  pay_list: Type.Array(PayGroup),
});
export type Tier = Static<typeof Tier>;

/** Experiment groups of the payment flow (spec 01 §4). */
export const PayExperimentGroup = Type.Union([Type.Literal('A'), Type.Literal('B')]);
export type PayExperimentGroup = Static<typeof PayExperimentGroup>;

/** Charge list info (spec 01 §3). */
export const ChargeListInfo = Type.Object({
  is_new: Flag,
  is_new_uid: Flag,
  is_new_h5device: Flag,
  pay_group: PayExperimentGroup,
  extra_recommend: Flag,
  /** Amounts (USD) recommended to new users. */
  recommends: Type.Array(Type.Number()),
  /** Sorted by amount, ascending. */
  list: Type.Array(Tier),
});
export type ChargeListInfo = Static<typeof ChargeListInfo>;
