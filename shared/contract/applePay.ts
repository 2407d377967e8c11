import { Type, type Static } from '@sinclair/typebox';
import { Flag, InternalUidParam, JsonText, Source } from './envelope';
import { ApplePayToken, OrderId } from './order';

// spec 01 §7: the Apple Pay calls besides the order itself.

/** Query of GET /api/order/check_domain_payable. */
export const CheckDomainPayableParams = Type.Object({
  pay_type: Type.Integer(),
  /** The page's host (name and port, as location.host gives it). */
  domain: Type.String({ minLength: 1, maxLength: 253 }),
  uid: Type.Optional(InternalUidParam),
  check_only: Type.Optional(Flag),
});
export type CheckDomainPayableParams = Static<typeof CheckDomainPayableParams>;

/** Whether this domain may take the Apple Pay type; when not, `domain` is one that may. */
export const DomainPayable = Type.Object({
  is_payable: Flag,
  domain: Type.String(),
  pay_type: Type.Integer(),
});
export type DomainPayable = Static<typeof DomainPayable>;

/** Query of GET /api/order/adyen_apple_pay_session_data/. */
export const AdyenSessionDataParams = Type.Object({
  uid: Type.Optional(InternalUidParam),
  source: Type.Optional(Source),
  display_name: Type.String({ minLength: 1, maxLength: 64 }),
  domain_name: Type.String({ minLength: 1, maxLength: 253 }),
  app_order: OrderId,
  merchant_identifier: Type.String({ minLength: 1, maxLength: 128 }),
});
export type AdyenSessionDataParams = Static<typeof AdyenSessionDataParams>;

/** `session_json_string` is an Apple Pay merchant session (below) as JSON text. */
export const AdyenSessionData = Type.Object({ session_json_string: Type.String({ minLength: 2 }) });
export type AdyenSessionData = Static<typeof AdyenSessionData>;

/** The merchant session completeMerchantValidation is given (Apple's fields; signed by the sandbox). */
export const MerchantSession = Type.Object({
  epochTimestamp: Type.Integer(),
  expiresAt: Type.Integer(),
  merchantSessionIdentifier: Type.String(),
  nonce: Type.String(),
  merchantIdentifier: Type.String(),
  domainName: Type.String(),
  displayName: Type.String(),
  signature: Type.String(),
});
export type MerchantSession = Static<typeof MerchantSession>;

/** (ours) How long a merchant session is good for, as Apple's are (5 minutes). */
export const MERCHANT_SESSION_TTL_MS = 5 * 60 * 1000;

/** What a field carrying Apple Pay's token holds as JSON: the token, or the whole payment with it under `token`. */
export const ApplePayTokenOrPayment = Type.Union([ApplePayToken, Type.Object({ token: ApplePayToken })]);

/** Form of POST /api/order/adyen_verify_pay/. */
export const AdyenVerifyPayParams = Type.Object({
  app_order: OrderId,
  apple_pay_token: JsonText(ApplePayTokenOrPayment, { minLength: 1, maxLength: 16384 }),
  payment_method_type: Type.Optional(Type.String({ maxLength: 32 })),
  session_key: Type.Optional(Type.String({ maxLength: 256 })),
});
export type AdyenVerifyPayParams = Static<typeof AdyenVerifyPayParams>;

export { APPLE_PAY_CODE } from './codes';
export const AdyenVerifyPay = Type.Object({
  code: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1)]),
  /** (ours) On failure, the reason get_pay_error_by_order gives (time_out, channel_user_risk, …). */
  fail_reason: Type.Optional(Type.String()),
});
export type AdyenVerifyPay = Static<typeof AdyenVerifyPay>;

/**
 * (ours) Query of GET /api/order/apple_pay_merchant_session/: merchant validation for the Apple Pay types
 * not served by Adyen (the spec names no call for them; their provider validates with Apple's URL).
 */
export const MerchantSessionParams = Type.Object({
  app_order: OrderId,
  validation_url: Type.String({ minLength: 1, maxLength: 2048 }),
  display_name: Type.String({ minLength: 1, maxLength: 64 }),
  domain_name: Type.String({ minLength: 1, maxLength: 253 }),
});
export type MerchantSessionParams = Static<typeof MerchantSessionParams>;
