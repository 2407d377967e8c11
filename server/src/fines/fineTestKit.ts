import type { FineChannelId } from '@topup/shared/contract';
import { SEED_ACCOUNTS } from '../db/seed';
import type { TestApp } from '../api/testApp';
import { ckoNewCard, tokenize } from '../api/order/orderTestKit';

// Helpers for the fine tests that call every channel the same way: one call per channel, the device and the
// attempt id in the headers, the account and the amount as the page sends them.

/** Two banned accounts with different fines: 1000002 (20 USD) and 1000010 (50 USD). */
export const FINE_20 = SEED_ACCOUNTS.bannedUntilDate;
export const FINE_50 = SEED_ACCOUNTS.bannedPermanently;

export type FineChannelCall = FineChannelId;

export interface FineCall {
  channel: FineChannelCall;
  /** null: the call carries no x-cli-id */
  device: string | null;
  rid: string;
  displayUid?: number;
  amount?: number;
  /** The card of the card channel (a test card number). */
  card?: string;
}

const PATH: Readonly<Record<FineChannelCall, string>> = {
  hosted: '/api/payer_max/create_fine_pay/',
  card: '/api/order/create_fine_pay/',
  apple_pay: '/api/order/create_fine_pay/',
};

/** create_fine_pay on the channel's path; the card channel tokenizes its card first. */
export async function finePay(t: TestApp, call: FineCall) {
  const query: Record<string, string> = {
    uid: String(call.displayUid ?? FINE_20.displayUid),
    amount: String(call.amount ?? 20),
    source: '1',
  };
  if (call.channel === 'apple_pay') query.pay_type = '26';
  if (call.channel === 'card') {
    query.pay_type = '23';
    Object.assign(query, ckoNewCard(await tokenize(t, call.card ?? '4242424242424242')));
  }
  return t.app.inject({
    url: `${PATH[call.channel]}?${new URLSearchParams(query)}`,
    headers: { 'x-cli-rid': call.rid, ...(call.device === null ? {} : { 'x-cli-id': call.device }) },
  });
}

/** A fine order's row, as the tests look at it. */
export const fineRow = (t: TestApp, orderId: string) =>
  t.db
    .prepare<[string], { status: string; device_id: string; uid: number; channel: string }>(
      'SELECT status, device_id, to_uid AS uid, channel FROM orders WHERE order_id = ?',
    )
    .get(orderId);

export const fineOrderCount = (t: TestApp): number =>
  t.db.prepare("SELECT COUNT(*) FROM orders WHERE payable = 'fine'").pluck().get() as number;
