import { platformServices, device } from '@topup/platform';
import type { FinePayOrder } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { readParams } from '@topup/shared/domain/urlParams';
import { followOrderUrl } from '@topup/payments/orders/followOrderUrl';
import { payProviderConfig } from '@topup/payments/providers/config';
import { fineAttemptDone, fineAttemptId, type FineChannelId } from './attemptId';

// The fine's pay channels as a table (issue "Login, … the ban fine"): each a label and what pressing it
// does — the hosted page (payer_max) goes at once; the card opens its fields first (the payments
// package's providers, as for coins); Apple Pay opens its sheet (payByApplePay.ts).

export type PayOutcome =
  | { kind: 'leaving' }
  /** the card was declined: its own words say why */
  | { kind: 'declined'; result: number; message: string }
  | { kind: 'failed'; result: number; message: string };

export interface Fine {
  displayUid: string;
  amount: number;
}

export type FineChannel =
  | { id: 'hosted'; labelKey: string; opens: 'page'; pay(fine: Fine): Promise<PayOutcome> }
  | { id: 'card'; labelKey: string; opens: 'cardFields'; payType: number }
  /** shown only where the browser can pay with Apple Pay, its sheet opened in the tap itself */
  | { id: 'applePay'; labelKey: string; opens: 'sheet' };

/** spec 02 §7: the fine's params, with the optional uuid and mock of the page's URL and source=1. */
function fineParams(fine: Fine) {
  const where = platformServices.page.location();
  const fromUrl = readParams(where.search, where.hash);
  return {
    uid: fine.displayUid,
    amount: fine.amount,
    page_view_id: device.pageViewId(),
    source: 1,
    uuid: fromUrl.get('uuid'),
    mock: fromUrl.get('mock'),
  };
}

/** Makes (or, for the same attempt, finds again) the fine's order: the call's answer as it came. */
export function createFineOrder(
  path: string,
  fine: Fine,
  channel: FineChannelId,
  extra: Record<string, string | number> = {},
) {
  const rid = fineAttemptId(fine.displayUid, fine.amount, channel);
  return platformServices.api.get<FinePayOrder>(
    path,
    { ...fineParams(fine), ...extra },
    { headers: { 'X-CLI-RID': rid } },
  );
}

/** Only to this site or the configured providers' hosts (no open redirect). */
export function followFineUrl(order: FinePayOrder): PayOutcome {
  const followed = followOrderUrl(platformServices, {
    orderId: order.order_id,
    url: order.url,
    providerOrigins: payProviderConfig.redirectOrigins,
  });
  return followed ? { kind: 'leaving' } : { kind: 'failed', result: -3, message: '' };
}

/** An answer that made no order to go on with: a decline is over (paying again is a new attempt). */
export function notCreated(r: { result: number; message: string; data?: unknown }): PayOutcome {
  if (r.result > 0 && r.data) {
    fineAttemptDone();
    return { kind: 'declined', result: r.result, message: r.message };
  }
  return { kind: 'failed', result: r.result, message: r.message };
}

/** Makes the fine's order and goes where its answer says. */
export async function fineOrder(
  path: string,
  fine: Fine,
  channel: FineChannelId,
  extra: Record<string, string | number> = {},
): Promise<PayOutcome> {
  const r = await createFineOrder(path, fine, channel, extra);
  return r.result === 0 && r.data ? followFineUrl(r.data) : notCreated(r);
}

export const FINE_CHANNELS: readonly FineChannel[] = [
  { id: 'applePay', labelKey: 'pay.applePay', opens: 'sheet' },
  // the card-checkout channel's provider (spec 01 §3: 23) draws the fields
  { id: 'card', labelKey: 'pay.card', opens: 'cardFields', payType: 23 },
  {
    id: 'hosted',
    labelKey: 'pay.hosted',
    opens: 'page',
    pay: (fine) => fineOrder(API.createFinePayHosted.path, fine, 'hosted'),
  },
];
