import { Type, type Static } from '@sinclair/typebox';
import { DeviceId, Flag, SessionKey, UnixSeconds } from './envelope';
import { ClientRid, OrderId, OrderStatus } from './order';

// spec 01 §3, §7: one payment attempt is one X-CLI-RID, kept until the attempt is decided. What the
// server says about an attempt besides create_coin_pay's own answer: the order it made (for a page
// reloaded while its order was being created), and the paid order a new attempt would repeat.

/**
 * Params of GET /api/web/order_by_client_rid/ (ours): the order of this device's attempt. `client_rid` is
 * the X-CLI-RID the attempt sent; `session_key` is accepted like on the other calls of the page, and
 * shows no other device's orders.
 */
export const OrderByClientRidParams = Type.Object({
  h5_deviceid: DeviceId,
  client_rid: ClientRid,
  session_key: Type.Optional(SessionKey),
});
export type OrderByClientRidParams = Static<typeof OrderByClientRidParams>;

/** The order an attempt made, as far as it has gone. */
export const AttemptOrder = Type.Object({
  order_id: OrderId,
  status: OrderStatus,
  pay_type: Type.Integer(),
  /** USD. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  /** The recipient: internal id and the id users type. */
  to_uid: Type.Integer(),
  to_display_uid: Type.Integer(),
  /** 1 once create_coin_pay has its answer stored (a retry of the attempt gets it at once), else 0. */
  answered: Flag,
  /**
   * While the order waits on the provider's page (3-D Secure, the hosted checkout): that page, where the
   * user can finish it (a page restored by Back offers to continue).
   */
  continue_url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
});
export type AttemptOrder = Static<typeof AttemptOrder>;

/**
 * `data` of create_coin_pay's REPEAT_PAYMENT refusal (32126): the paid order the attempt would repeat,
 * the same recipient and amount paid moments ago (shared/domain/repeatPayment.ts).
 */
export const RepeatPaymentData = Type.Object({
  order_id: OrderId,
  /** USD. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  paid_at: UnixSeconds,
});
export type RepeatPaymentData = Static<typeof RepeatPaymentData>;
