import { platformServices, device } from '@topup/platform';
import type { FinePayOrder } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { readParams } from '@topup/shared/domain/urlParams';
import { followOrderUrl } from '@topup/payments/orders/followOrderUrl';
import { payProviderConfig } from '@topup/payments/providers/config';
import { fineAttemptDone, fineAttemptId, type FineChannelId } from './attemptId';

// The fine's pay channels as a table (issue "Login, … the ban fine"): each a label and what pressing it
// does — the hosted page (payer_max) goes at once; the card opens its fields first (the payments
// package's providers, as for coins). Apple Pay joins as one more entry.

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
  | { id: 'card'; labelKey: string; opens: 'cardFields'; payType: number };

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

/** Makes (or, for the same attempt, finds again) the fine's order, and goes where its answer says. */
export async function fineOrder(
  path: string,
  fine: Fine,
  channel: FineChannelId,
  extra: Record<string, string | number> = {},
): Promise<PayOutcome> {
  const services = platformServices;
  const rid = fineAttemptId(fine.displayUid, fine.amount, channel);
  const r = await services.api.get<FinePayOrder>(
    path,
    { ...fineParams(fine), ...extra },
    { headers: { 'X-CLI-RID': rid } },
  );
  if (r.result === 0 && r.data) {
    // only to this site or the configured providers' hosts (no open redirect)
    const followed = followOrderUrl(services, {
      orderId: r.data.order_id,
      url: r.data.url,
      providerOrigins: payProviderConfig.redirectOrigins,
    });
    return followed ? { kind: 'leaving' } : { kind: 'failed', result: -3, message: '' };
  }
  // an order the gateway declined is over: paying again is a new attempt
  if (r.result > 0 && r.data) {
    fineAttemptDone();
    return { kind: 'declined', result: r.result, message: r.message };
  }
  return { kind: 'failed', result: r.result, message: r.message };
}

export const FINE_CHANNELS: readonly FineChannel[] = [
  // the card-checkout channel's provider (spec 01 §3: 23) draws the fields
  { id: 'card', labelKey: 'pay.card', opens: 'cardFields', payType: 23 },
  {
    id: 'hosted',
    labelKey: 'pay.hosted',
    opens: 'page',
    pay: (fine) => fineOrder(API.createFinePayHosted.path, fine, 'hosted'),
  },
];
