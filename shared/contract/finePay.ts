import { Type, type Static } from '@sinclair/typebox';
import { DigitString } from './envelope';

// spec 02 §4, §7: paying a ban fine. The spec names the calls (create_fine_pay of the card channel and of
// the hosted-page channel, page_view_id_result); their fields beyond "order params, optional mock and uuid
// from the URL, source=1" are ours.

/** Query of GET /api/payer_max/create_fine_pay/ (header X-CLI-RID: the payment attempt). */
export const CreateFinePayParams = Type.Object({
  /** The banned account's display id. */
  uid: DigitString,
  /** The fine the page showed (USD): a different current fine is FINE_AMOUNT_CHANGED. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  /** The page-view id the order belongs to (page_view_id_result answers for it). */
  page_view_id: Type.Optional(Type.String({ maxLength: 128 })),
  source: Type.Optional(Type.Literal(1)),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  mock: Type.Optional(Type.String({ maxLength: 32 })),
});
export type CreateFinePayParams = Static<typeof CreateFinePayParams>;

export const FinePayOrder = Type.Object({
  order_id: Type.String(),
  /** The hosted page to follow (only to allowed hosts). */
  url: Type.String(),
});
export type FinePayOrder = Static<typeof FinePayOrder>;

export const PageViewIdResultParams = Type.Object({
  page_view_id: Type.String({ minLength: 1, maxLength: 128 }),
  source: Type.Optional(Type.Literal(1)),
});
export type PageViewIdResultParams = Static<typeof PageViewIdResultParams>;
/** `result` true once a payment made from that page view has finished. */
export const PageViewIdResult = Type.Object({ result: Type.Boolean() });
export type PageViewIdResult = Static<typeof PageViewIdResult>;

/** (ours) Seconds between a fine paid and its ban lifted, unless TOPUP_FINE_LIFT_SECONDS says otherwise. */
export const FINE_LIFT_DEFAULT_S = 180;
