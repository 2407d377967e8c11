import { Type, type Static } from '@sinclair/typebox';
import { DisplayIdParam } from './envelope';

// spec 02 §4, §7: paying a ban fine. The spec names the calls (create_fine_pay of the card channel and of
// the hosted-page channel, page_view_id_result); their fields beyond "order params, optional mock and uuid
// from the URL, source=1" are ours.

/**
 * (ours) The fine's pay channels: the hosted page, a new card, Apple Pay. Each keeps its own payment attempt
 * (X-CLI-RID), and an attempt is bound to the channel of the order it made.
 */
export const FineChannelId = Type.Union([
  Type.Literal('hosted'),
  Type.Literal('card'),
  Type.Literal('apple_pay'),
]);
export type FineChannelId = Static<typeof FineChannelId>;

/** Query of GET /api/payer_max/create_fine_pay/ (header X-CLI-RID: the payment attempt). */
export const CreateFinePayParams = Type.Object({
  /** The banned account's display id. */
  uid: DisplayIdParam,
  /** The fine the page showed (USD): a different current fine is FINE_AMOUNT_CHANGED. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  /** The page-view id the order belongs to (page_view_id_result answers for it). */
  page_view_id: Type.Optional(Type.String({ maxLength: 128 })),
  source: Type.Optional(Type.Literal(1)),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  mock: Type.Optional(Type.String({ maxLength: 32 })),
});
export type CreateFinePayParams = Static<typeof CreateFinePayParams>;

/**
 * Query of GET /api/order/create_fine_pay/ (header X-CLI-RID): the fine's params and its pay type — 23, a
 * new card tokenized by the card-checkout channel's provider, sent as create_coin_pay sends it; 27, a new
 * card of the third provider, its card component's state data in `platform_data` as create_coin_pay takes
 * it (its 3-D Secure is shown in the page, then submit_authentication_result decides); or an Apple Pay
 * type, no card (the token comes later, through adyen_verify_pay).
 */
export const CreateFineCardPayParams = Type.Composite([
  CreateFinePayParams,
  Type.Object({
    pay_type: Type.Integer({ minimum: 1 }),
    cko_token: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    cko_card_no: Type.Optional(Type.String({ maxLength: 32 })),
    cko_issuer: Type.Optional(Type.String({ maxLength: 128 })),
    cko_issuer_country: Type.Optional(Type.String({ maxLength: 8 })),
    cko_source_name: Type.Optional(Type.String({ maxLength: 255 })),
    /** Pay type 27: JSON of the card component's state data (AdyenStateData). */
    platform_data: Type.Optional(Type.String({ maxLength: 8192 })),
  }),
]);
export type CreateFineCardPayParams = Static<typeof CreateFineCardPayParams>;

export const FinePayOrder = Type.Object({
  order_id: Type.String(),
  /**
   * Where to go next, followed only to allowed hosts: the hosted page; for a card, its 3-D Secure page, or
   * back to /fines with the order once paid.
   */
  url: Type.String(),
  /**
   * Pay type 27: the third provider's result, JSON of `{ resultCode, refusalReasonCode?, action? }` as
   * create_coin_pay's (ChallengeShopper with the in-page challenge as its action, Authorised, Refused).
   */
  platform_data: Type.Optional(Type.String()),
});
export type FinePayOrder = Static<typeof FinePayOrder>;

/** Query of GET /api/fine/get_fine_order/ (ours): how a fine order the page made has ended. */
export const FineOrderParams = Type.Object({ order_id: Type.String({ minLength: 1, maxLength: 64 }) });
export type FineOrderParams = Static<typeof FineOrderParams>;
export const FineOrderStatus = Type.Object({
  order_id: Type.String(),
  status: Type.Union([
    Type.Literal('redirect'),
    Type.Literal('processing'),
    Type.Literal('challenge'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ]),
  /** A failed order: the decline's catalogue code and its text. */
  code: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  message: Type.Optional(Type.String()),
});
export type FineOrderStatus = Static<typeof FineOrderStatus>;

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
