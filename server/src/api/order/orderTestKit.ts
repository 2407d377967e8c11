import { randomBytes } from 'node:crypto';
import type { SandboxToken } from '@topup/shared/contract';
import { isAllowedPaymentRedirect } from '@topup/shared/domain/safeRedirect';
import { rechargeIdOf, SEED_ACCOUNTS } from '../../db/seed';
import type { TestApp } from '../testApp';

// Helpers for the order and saved-card tests: tokens, orders and the rows behind them.

export const RECIPIENT = SEED_ACCOUNTS.normal;
/** Tier 4, 9.99 USD (above the 5 USD limit of the insufficient-funds card); tier 3, 4.99 USD (below it). */
export const HIGH_TIER = 4;
export const LOW_TIER = 3;
export const FUTURE_YEAR = '2099';

export const newDevice = (): string => randomBytes(16).toString('hex');
export const newRid = (): string => randomBytes(16).toString('hex') + String(Date.now()).padStart(13, '0');

/** spec 01 §6: lets the device pay the account without a code, as check_verify_code does. */
export function markVerified(t: TestApp, deviceId: string, uid: number = RECIPIENT.uid): void {
  t.db
    .prepare('INSERT OR REPLACE INTO verified_recipients (device_id, uid, verified_at) VALUES (?, ?, 0)')
    .run(deviceId, uid);
}

export async function tokenize(
  t: TestApp,
  number: string,
  fields: Partial<{ expiry_month: string; expiry_year: string; cvv: string; name: string }> = {},
  deviceId?: string,
): Promise<SandboxToken> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/v1/tokens',
    headers: deviceId === undefined ? {} : { 'x-cli-id': deviceId },
    payload: {
      number,
      expiry_month: '12',
      expiry_year: FUTURE_YEAR,
      cvv: '123',
      name: 'Test User',
      ...fields,
    },
  });
  const body = res.json();
  if (body.result !== 0) throw new Error(`tokenization refused: ${res.body}`);
  return body.data as SandboxToken;
}

export interface OrderCall {
  deviceId: string;
  rid?: string;
  payType: number;
  tier?: number;
  uid?: number;
  sessionKey?: string;
  returnPath?: string;
  /** Extra query fields (card fields, platform_data). */
  fields?: Record<string, string>;
  /** Send the device in the x-cli-id header instead of ext. */
  deviceInHeader?: boolean;
  /** More fields of ext (order_kind). */
  ext?: Record<string, unknown>;
}

/** The query of a create_coin_pay call. */
export function orderQuery(call: OrderCall): string {
  const ext: Record<string, unknown> = { ...call.ext };
  if (!call.deviceInHeader) ext.h5_deviceid = call.deviceId;
  if (call.returnPath !== undefined) ext.return_path = call.returnPath;
  const q = new URLSearchParams({
    source: '1',
    recharge_id: String(rechargeIdOf(call.tier ?? HIGH_TIER, call.payType)),
    uid: String(call.uid ?? RECIPIENT.uid),
    pay_type: String(call.payType),
    ext: JSON.stringify(ext),
    ...(call.sessionKey !== undefined ? { session_key: call.sessionKey } : {}),
    ...call.fields,
  });
  return q.toString();
}

export function createOrder(t: TestApp, call: OrderCall) {
  return t.app.inject({
    method: 'GET',
    url: `/api/order/create_coin_pay/?${orderQuery(call)}`,
    headers: {
      'x-cli-rid': call.rid ?? newRid(),
      ...(call.deviceInHeader ? { 'x-cli-id': call.deviceId } : {}),
    },
  });
}

/** The card-checkout card's fields for a new card token (spec 01 §7). */
export const ckoNewCard = (token: SandboxToken): Record<string, string> => ({
  cko_token: token.token,
  cko_card_no: `${token.bin}******${token.last4}`,
  cko_issuer: token.issuer,
  cko_issuer_country: token.issuer_country,
  cko_source_name: 'Test User',
});

/** The third provider's card component state data, with the sandbox token in the encrypted fields. */
export const adyenNewCard = (token: SandboxToken): Record<string, string> => ({
  platform_data: JSON.stringify({
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: token.token,
      encryptedExpiryMonth: token.token,
      encryptedExpiryYear: token.token,
      encryptedSecurityCode: token.token,
      holderName: 'Test User',
    },
    browserInfo: { colorDepth: 24, language: 'ar' },
  }),
});

export interface OrderRowView {
  order_id: string;
  status: string;
  source_id: string | null;
  amount_cents: number;
  coins: number;
  err_code: string;
  fail_reason: string;
  fail_detail: string;
  session_uid: number;
}

export const orderRow = (t: TestApp, orderId: string): OrderRowView | undefined =>
  t.db
    .prepare<[string], OrderRowView>(
      `SELECT order_id, status, source_id, amount_cents, coins, err_code, fail_reason, fail_detail, session_uid
         FROM orders WHERE order_id = ?`,
    )
    .get(orderId);

export const creditCount = (t: TestApp, orderId?: string): number =>
  orderId === undefined
    ? (t.db.prepare('SELECT COUNT(*) FROM credits').pluck().get() as number)
    : (t.db.prepare('SELECT COUNT(*) FROM credits WHERE order_id = ?').pluck().get(orderId) as number);

export const orderCount = (t: TestApp, deviceId: string): number =>
  t.db.prepare('SELECT COUNT(*) FROM orders WHERE device_id = ?').pluck().get(deviceId) as number;

export const rechargeCount = (t: TestApp, uid: number = RECIPIENT.uid): number =>
  t.db.prepare('SELECT recharge_count FROM users WHERE uid = ?').pluck().get(uid) as number;

/** The page's redirect rule (shared/domain/safeRedirect.ts): the site's origin, no provider configured. */
export const isSafeUrl = (url: string): boolean =>
  isAllowedPaymentRedirect(url, { pageOrigin: 'https://pay.example.com', providerOrigins: [] });
