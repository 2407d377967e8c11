import type { StoreServices } from '@topup/platform';
import type { FineChannelId, FinePayOrder } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { readParams } from '@topup/shared/domain/urlParams';
import { CLIENT_RID_HEADER } from '../orders/clientRidHeader';
import { followOrderUrl } from '../orders/followOrderUrl';
import { payProviderConfig } from '../providers/config';
import { fineAttemptFor, fineAttemptsEnded, type FineToPay } from './fineAttempt';

// spec 02 §4, §7: placing the ban fine's order (create_fine_pay of the hosted page, or of the card and
// Apple Pay) with the channel's attempt id, and following its url — the provider's page, the card's 3-D
// Secure page, or back to /fines once paid — only to this site or the configured providers.

export type FineServices = Pick<
  StoreServices,
  'api' | 'storage' | 'device' | 'page' | 'now' | 'uuid' | 'payEvents'
>;

export interface FineOrderRequest {
  fine: FineToPay;
  channel: FineChannelId;
  /** What the channel adds to the fine's params (fineCard.ts: the card channel's type and card). */
  channelParams?: Readonly<Record<string, string | number>>;
}

export type FineOrderAnswer =
  | { kind: 'created'; order: FinePayOrder }
  /** refused with a reason of its own (a card's decline): that attempt is over, paying again is a new one */
  | { kind: 'declined'; result: number; message: string }
  /** no order to go on with (the fine's own answers, no answer): the attempt is kept for a retry */
  | { kind: 'failed'; result: number; message: string };

/** What paying through a channel came to, for the page. */
export type FinePayOutcome =
  | { kind: 'leaving' }
  | Exclude<FineOrderAnswer, { kind: 'created' }>
  /** Apple Pay's sheet ended without paying: the sheet's reason ('cancel', 'time_out', …) */
  | { kind: 'sheetFailed'; reason: string };

/** spec 02 §7: the fine's params, with the optional uuid and mock of the page's address, and source=1. */
function fineParams(services: FineServices, fine: FineToPay) {
  const where = services.page.location();
  const fromUrl = readParams(where.search, where.hash);
  return {
    uid: fine.displayUid,
    amount: fine.amount,
    page_view_id: services.device.pageViewId(),
    source: PAY_SOURCE,
    uuid: fromUrl.get('uuid'),
    mock: fromUrl.get('mock'),
  };
}

const PATHS: Readonly<Record<FineChannelId, string>> = {
  hosted: API.createFinePayHosted.path,
  card: API.createFinePayCard.path,
  apple_pay: API.createFinePayCard.path,
};

/** Makes (or, for the same attempt, finds again) the fine's order through the channel. */
export async function createFineOrder(
  services: FineServices,
  request: FineOrderRequest,
): Promise<FineOrderAnswer> {
  const rid = fineAttemptFor(services, request.fine, request.channel);
  const r = await services.api.get<FinePayOrder>(
    PATHS[request.channel],
    { ...fineParams(services, request.fine), ...request.channelParams },
    { headers: { [CLIENT_RID_HEADER]: rid } },
  );
  if (r.result === 0 && r.data) return { kind: 'created', order: r.data };
  if (r.result > 0 && r.data) {
    // a decline names its order: that one is over
    fineAttemptsEnded(services);
    return { kind: 'declined', result: r.result, message: r.message };
  }
  return { kind: 'failed', result: r.result, message: r.message };
}

/** Goes where the order's url says, only to this site or the configured providers (no open redirect). */
export function followFineOrder(
  services: Pick<StoreServices, 'page' | 'payEvents'>,
  order: FinePayOrder,
): FinePayOutcome {
  const followed = followOrderUrl(services, {
    orderId: order.order_id,
    url: order.url,
    providerOrigins: payProviderConfig().redirectOrigins,
  });
  return followed ? { kind: 'leaving' } : { kind: 'failed', result: -3, message: '' };
}

/** A channel's payment (the hosted page's; the card's through fineCard.ts): the order, then where its answer says. */
export async function payFineOrder(
  services: FineServices,
  request: FineOrderRequest,
): Promise<FinePayOutcome> {
  const answer = await createFineOrder(services, request);
  return answer.kind === 'created' ? followFineOrder(services, answer.order) : answer;
}
