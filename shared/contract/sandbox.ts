import { Type, type Static } from '@sinclair/typebox';
import { CardFace } from './card';
import type { ThreeDsOutcome } from './order';
import type { THREE_DS_MESSAGE_TYPE } from './sandboxValues';

export { SANDBOX_TOKENS_PATH, THREE_DS_MESSAGE_TYPE } from './sandboxValues';

// DESIGN §3, §4: the sandbox payment gateway of the contract server. It plays the payment providers:
// tokenises test cards, decides outcomes from its test card table, and serves the hosted pages.

/** GET, POST: the 3-D Secure challenge of an order; `?embedded=1` inside the page's challenge area. */
export const sandboxChallengePath = (orderId: string): string =>
  `/sandbox/3ds/${encodeURIComponent(orderId)}`;
/** GET, POST: the second provider's hosted checkout of an order (pay type 24). */
export const sandboxCheckoutPath = (orderId: string): string =>
  `/sandbox/checkout/${encodeURIComponent(orderId)}`;

/** A token lives 15 minutes and pays one order. */
export const SANDBOX_TOKEN_TTL_S = 900;
export const SANDBOX_TOKEN_PREFIX = 'tok_sbx_';

/**
 * Body of POST /sandbox/v1/tokens. Numbers may come as JSON numbers or text; the card number may carry
 * spaces and Arabic-Indic digits. `expiry_year` is 2 or 4 digits.
 */
export const SandboxTokenParams = Type.Object({
  number: Type.String({ maxLength: 64 }),
  expiry_month: Type.String({ maxLength: 8 }),
  expiry_year: Type.String({ maxLength: 8 }),
  cvv: Type.String({ maxLength: 8 }),
  name: Type.String({ maxLength: 1024 }),
});
export type SandboxTokenParams = Static<typeof SandboxTokenParams>;

/** The card fields of a tokenization, as the 400 answer's `data.field` names them. */
export const SANDBOX_CARD_FIELDS = ['number', 'expiry_month', 'expiry_year', 'cvv', 'name'] as const;
export type SandboxCardField = (typeof SANDBOX_CARD_FIELDS)[number];

/** `data` of a refused tokenization (HTTP 400): the first field that is missing or wrong. */
export const SandboxTokenRefusal = Type.Object({
  field: Type.Union(SANDBOX_CARD_FIELDS.map((f) => Type.Literal(f))),
});
export type SandboxTokenRefusal = Static<typeof SandboxTokenRefusal>;

/**
 * A card token: what the page shows and sends with the order (cko_token, or encryptedCardNumber). Its
 * face is narrower than a saved card's: a 6-digit bin and an HMAC fingerprint.
 */
export const SandboxToken = Type.Object({
  token: Type.String({ pattern: `^${SANDBOX_TOKEN_PREFIX}[0-9a-f]{32}$` }),
  ...CardFace.properties,
  bin: Type.String({ pattern: '^[0-9]{6}$' }),
  /** visa, mastercard, amex, unionpay or unknown. */
  scheme: Type.String(),
  /** Same card number, same fingerprint (an HMAC of the number). */
  fingerprint: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  issuer: Type.String(),
});
export type SandboxToken = Static<typeof SandboxToken>;

/** The message the embedded challenge page posts to the page (`targetOrigin` is its own origin). */
export interface ThreeDsMessage {
  type: typeof THREE_DS_MESSAGE_TYPE;
  order_id: string;
  /** What the page passes on as `threeDSResult` (submit_authentication_result). */
  outcome: ThreeDsOutcome;
}
