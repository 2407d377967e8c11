import { Type, type Static } from '@sinclair/typebox';
import { DeviceId, Flag, InternalUidParam, SessionKey, Source, UnixSeconds } from './envelope';
import { ADYEN_RESULT_CODES, ORDER_STATUSES } from './orderValues';

// spec 01 §3, §4, §7, §8: orders, their creation, the provider results and the callback page's reads.

export {
  ADYEN_RESULT_CODES,
  CLIENT_RID_HEADER,
  DECIDED_ORDER_STATUSES,
  DEFAULT_RETURN_PATH,
  ORDER_STATUSES,
  PENDING_ORDER_STATUSES,
  RETURN_PATHS,
  type ReturnPath,
} from './orderValues';

/** What the server accepts as X-CLI-RID: the client sends 45 characters (shared/domain/clientOrderId.ts). */
export const ClientRid = Type.String({ pattern: '^[0-9A-Za-z_-]{8,128}$' });

/** An order id as the server makes it: "TP" and digits. */
export const OrderId = Type.String({ pattern: '^TP[0-9]{10,32}$' });

/** Where an order is (orderValues.ts says what each status means). */
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
export type OrderStatus = Static<typeof OrderStatus>;

/** spec 01 §7: what the page sends as `ext` (JSON text). Unknown keys are kept but not read. */
export const CreateCoinPayExt = Type.Object({
  /** The browser's device id; the x-cli-id header stands in when absent. */
  h5_deviceid: Type.Optional(DeviceId),
  page_view_id: Type.Optional(Type.String({ maxLength: 256 })),
  /** The page the provider sends the user back to: '/pay', '/recharge' or '/pay-step' (else '/pay'). */
  return_path: Type.Optional(Type.String({ maxLength: 256 })),
  /**
   * spec 01 §3 order kind of the page's scene: 1 normal, 2 retry, 3 repurchase, 4 expired. A repurchase
   * (spec 01 §4 group B) pays a remembered card-checkout card without asking its CVV again.
   */
  order_kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  ua: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type CreateCoinPayExt = Static<typeof CreateCoinPayExt>;

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * Params of GET /api/order/create_coin_pay/ (spec 01 §7); header X-CLI-RID is required. Empty card
 * fields count as absent. By pay type:
 * - 23, new card: cko_token (from the gateway's tokenization), with cko_card_no (masked), cko_issuer,
 *   cko_issuer_country, cko_source_name; saved card: cko_source_id and cko_cvv (and cko_card_no,
 *   cko_issuer_country); a repurchase (ext.order_kind 3) of a remembered card without cko_cvv.
 * - 27, new card: platform_data = JSON of the card component's state data (AdyenStateData); saved
 *   card: source_id (or paymentMethod.storedPaymentMethodId in platform_data).
 * - 24 and the Apple Pay types: no card fields.
 */
export const CreateCoinPayParams = Type.Object({
  /** spec 01 §1: pay calls use source 1. */
  source: Type.Literal(1),
  uuid: Text(128),
  mock: Text(64),
  recharge_id: Type.Integer({ minimum: 1 }),
  /** The recipient's internal id. */
  uid: InternalUidParam,
  pay_type: Type.Integer({ minimum: 1 }),
  platform_data: Text(6144),
  /** JSON text of CreateCoinPayExt. */
  ext: Text(2048),
  session_key: Type.Optional(SessionKey),
  cko_card_no: Text(32),
  cko_issuer: Text(128),
  cko_issuer_country: Text(8),
  cko_source_name: Text(255),
  cko_token: Text(128),
  cko_cvv: Text(8),
  cko_source_id: Text(128),
  source_id: Text(128),
  /** 1: pay even though the same amount was just paid for this account (REPEAT_PAYMENT, 32126). */
  repeat_ok: Type.Optional(Flag),
});
export type CreateCoinPayParams = Static<typeof CreateCoinPayParams>;

/**
 * `data` of create_coin_pay (spec 01 §3 order fields). `url` is where the page goes next: the return
 * URL (paid), the 3-D Secure page (pay type 23) or the hosted checkout (24); '' when there is none.
 * `platform_data` is the JSON text of an AdyenPaymentResult for pay type 27, else ''.
 */
export const CreateCoinPayResult = Type.Object({
  order_id: OrderId,
  url: Type.String(),
  platform_data: Type.String(),
  recharge_id: Type.Integer(),
  pay_sub_type: Type.Integer(),
});
export type CreateCoinPayResult = Static<typeof CreateCoinPayResult>;

/**
 * A card-checkout decline of create_coin_pay (pay type 23): `result` is the provider's code when it is
 * a number (20051, 20054, 20005, 20087, 20151), else CARD_HIGH_RISK_RESULT; `code` is the provider's
 * code as text ('20051', '200P1'), which the client's error catalogue reads (spec 01 §8).
 */
export const CardDeclineEnvelope = Type.Object({
  result: Type.Integer({ minimum: 1 }),
  code: Type.String({ minLength: 1 }),
  message: Type.String({ minLength: 1 }),
  data: CreateCoinPayResult,
});
export type CardDeclineEnvelope = Static<typeof CardDeclineEnvelope>;

/** spec 01 §4: the Adyen-style result codes. */
export const AdyenResultCode = Type.Union(ADYEN_RESULT_CODES.map((c) => Type.Literal(c)));

/** The 3-D Secure action of a ChallengeShopper result: open `url` in the page's challenge area. */
export const ThreeDsAction = Type.Object({
  type: Type.Literal('redirect'),
  method: Type.Literal('GET'),
  url: Type.String(),
  paymentMethodType: Type.Literal('scheme'),
  /** Opaque; sent back untouched. */
  paymentData: Type.String(),
});
export type ThreeDsAction = Static<typeof ThreeDsAction>;

/** What `platform_data` holds (as JSON text) for the third provider's card (pay type 27). */
export const AdyenPaymentResult = Type.Object({
  resultCode: AdyenResultCode,
  /** spec 01 §4: 6 expired, 11 not 3DS authenticated, 12 not enough balance, 24 CVC declined; others "other". */
  refusalReasonCode: Type.Optional(Type.String()),
  refusalReason: Type.Optional(Type.String()),
  action: Type.Optional(ThreeDsAction),
});
export type AdyenPaymentResult = Static<typeof AdyenPaymentResult>;

/**
 * The card component's state data the page sends as `platform_data` for a new third-provider card. In
 * the sandbox, the token of POST /sandbox/v1/tokens stands in for the encrypted fields
 * (encryptedCardNumber at least). A saved card may come as storedPaymentMethodId instead.
 */
export const AdyenStateData = Type.Object({
  paymentMethod: Type.Object({
    type: Type.Literal('scheme'),
    encryptedCardNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
    encryptedExpiryMonth: Type.Optional(Type.String({ maxLength: 256 })),
    encryptedExpiryYear: Type.Optional(Type.String({ maxLength: 256 })),
    encryptedSecurityCode: Type.Optional(Type.String({ maxLength: 256 })),
    storedPaymentMethodId: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    holderName: Type.Optional(Type.String({ maxLength: 255 })),
    brand: Type.Optional(Type.String({ maxLength: 32 })),
  }),
});
export type AdyenStateData = Static<typeof AdyenStateData>;

/** Params of GET /api/order/submit_authentication_result/ (spec 01 §4, §7). */
export const SubmitAuthenticationResultParams = Type.Object({
  order_id: OrderId,
  /** JSON text of ThreeDsDetails. */
  platform_data: Type.String({ minLength: 1, maxLength: 8192 }),
});
export type SubmitAuthenticationResultParams = Static<typeof SubmitAuthenticationResultParams>;

/**
 * What the challenge told the page: `{ threeDSResult }`, or Adyen's own `{ details: { threeDSResult } }`.
 * 'cancelled': the payer left the challenge by its cancel link (the order is cancelled, resultCode
 * Cancelled).
 */
export const THREE_DS_OUTCOMES = ['pass', 'fail', 'cancelled'] as const;
export const ThreeDsOutcome = Type.Union(THREE_DS_OUTCOMES.map((o) => Type.Literal(o)));
export type ThreeDsOutcome = Static<typeof ThreeDsOutcome>;
export const ThreeDsDetails = Type.Union([
  Type.Object({ threeDSResult: ThreeDsOutcome }),
  Type.Object({ details: Type.Object({ threeDSResult: ThreeDsOutcome }) }),
]);
export type ThreeDsDetails = Static<typeof ThreeDsDetails>;

/** `data` of submit_authentication_result and submit_payment_token. */
export const ProviderResult = Type.Object({
  order_id: OrderId,
  status: OrderStatus,
  /** JSON text of an AdyenPaymentResult (no action). */
  platform_data: Type.String(),
});
export type ProviderResult = Static<typeof ProviderResult>;

/** Params of GET /api/order/submit_payment_token/ (spec 01 §7). */
export const SubmitPaymentTokenParams = Type.Object({
  order_id: OrderId,
  /** JSON text of an ApplePayToken (or of the whole Apple Pay payment, with the token under `token`). */
  platform_data: Type.String({ minLength: 1, maxLength: 8192 }),
});
export type SubmitPaymentTokenParams = Static<typeof SubmitPaymentTokenParams>;

/**
 * An Apple Pay payment token. In the sandbox the last 4 digits of `paymentMethod.displayName`
 * ("Visa 0002") pick the outcome from the test card table; anything else is authorised.
 */
export const ApplePayToken = Type.Object({
  paymentData: Type.Unknown(),
  paymentMethod: Type.Optional(
    Type.Object({
      displayName: Type.Optional(Type.String({ maxLength: 128 })),
      network: Type.Optional(Type.String({ maxLength: 64 })),
      type: Type.Optional(Type.String({ maxLength: 64 })),
    }),
  ),
  transactionIdentifier: Type.Optional(Type.String({ maxLength: 256 })),
});
export type ApplePayToken = Static<typeof ApplePayToken>;

/** Form of POST /api/order/click_cancel/ (spec 01 §4, §7). */
export const ClickCancelParams = Type.Object({
  app_order: OrderId,
  reason: Type.Optional(Type.String({ maxLength: 256 })),
});
export type ClickCancelParams = Static<typeof ClickCancelParams>;

/** The order's status after the call: 'cancelled', or the decided status it kept. */
export const ClickCancelResult = Type.Object({ order_id: OrderId, status: OrderStatus });
export type ClickCancelResult = Static<typeof ClickCancelResult>;

/**
 * Params of /api/web/pay_result_by_order_fast/ (spec 01 §7): the callback page's query (zp_*), as
 * fields or as the raw query string appended to the path; other query fields are ignored.
 */
export const PayResultFastParams = Type.Object({
  zp_orderid: Type.Optional(OrderId),
  order_id: Type.Optional(OrderId),
  zp_pay_sub_type: Type.Optional(Type.Integer()),
  zp_h5deviceid: Type.Optional(Type.String({ maxLength: 64 })),
  platform_data: Type.Optional(Type.String({ maxLength: 8192 })),
});
export type PayResultFastParams = Static<typeof PayResultFastParams>;

/** `data.result` of pay_result_by_order_fast. */
export const PAY_RESULT_FAST = { PAID: 0, FAILED: 1, PENDING: 2 } as const;

/** spec 01 §7 "Response: result, source_id, data.result". `source_id` is the order's card, '' when none. */
export const PayResultFast = Type.Object({
  result: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  source_id: Type.String(),
  order_id: OrderId,
});
export type PayResultFast = Static<typeof PayResultFast>;

/** Params of POST /api/web/get_order_info_by_pay2_order_id/ (spec 01 §7). */
export const OrderInfoParams = Type.Object({ order_id: OrderId });
export type OrderInfoParams = Static<typeof OrderInfoParams>;

/** The card an order used or saved. */
export const OrderCard = Type.Object({
  source_id: Type.String(),
  bin: Type.String(),
  last4: Type.String(),
});
export type OrderCard = Static<typeof OrderCard>;

/** An order as the callback page shows it. `uid` is the recipient's internal id. */
export const OrderInfo = Type.Object({
  order_id: OrderId,
  status: OrderStatus,
  /** USD. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  coins: Type.Integer({ minimum: 1 }),
  uid: Type.Integer(),
  display_uid: Type.Integer(),
  nickname: Type.String(),
  icon: Type.String(),
  pay_type: Type.Integer(),
  recharge_id: Type.Integer(),
  created_at: UnixSeconds,
  /** null until a card is known (Apple Pay, a hosted checkout not yet filled in). */
  card: Type.Union([OrderCard, Type.Null()]),
});
export type OrderInfo = Static<typeof OrderInfo>;

/** Params of GET /api/web/get_pay_error_by_order/ (spec 01 §7). */
export const PayErrorParams = Type.Object({ order_id: OrderId, source: Type.Optional(Source) });
export type PayErrorParams = Static<typeof PayErrorParams>;

/**
 * Why an order failed (spec 01 §4, §7); every field '' while it has not. `err_code` is the
 * card-checkout code as text ('20051', '20054', '200P1'); `fail_reason` one of the Apple Pay failure
 * reasons where one fits (insufficient_funds, 3ds_authentication_failure, channel_user_risk, cancel).
 */
export const PayError = Type.Object({
  err_code: Type.String(),
  err_summary: Type.String(),
  fail_reason: Type.String(),
  fail_detail: Type.String(),
});
export type PayError = Static<typeof PayError>;

/** Params of GET /api/web/get_card_info_by_order/ (spec 01 §4, §7). */
export const CardInfoByOrderParams = Type.Object({
  h5_deviceid: DeviceId,
  order_id: OrderId,
  session_key: Type.Optional(SessionKey),
});
export type CardInfoByOrderParams = Static<typeof CardInfoByOrderParams>;
