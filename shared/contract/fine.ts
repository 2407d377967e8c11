import { Type, type Static } from '@sinclair/typebox';
import { DigitString } from './envelope';

/** Params of /api/fine/get_fine_info/: `id` is the display id (spec 02 §7). */
export const FineInfoParams = Type.Object({ id: DigitString });
export type FineInfoParams = Static<typeof FineInfoParams>;

/** Fine of a banned account (spec 02 §3, §4). */
export const FineInfo = Type.Object({
  id: Type.Integer(),
  /**
   * (ours) The account's internal uid, as check_uid answers it: the fine's Apple Pay sends it to
   * adyen_apple_pay_session_data as the top-up does (which id each call carries).
   */
  uid: Type.Integer(),
  /** USD. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  /** Always 2 (banned): other accounts have no fine. */
  status: Type.Literal(2),
  /** Unix seconds when the ban ends; null when permanent. */
  ban_until: Type.Union([Type.Integer(), Type.Null()]),
  permanent: Type.Boolean(),
  /** (ours) 'pending': the fine is paid and the ban lifts within minutes. */
  payment: Type.Optional(Type.Literal('pending')),
});
export type FineInfo = Static<typeof FineInfo>;
