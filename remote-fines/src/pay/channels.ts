import { platformServices, device } from '@topup/platform';
import type { FinePayOrder } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { readParams } from '@topup/shared/domain/urlParams';
import { followOrderUrl } from '@topup/payments/orders/followOrderUrl';
import { payProviderConfig } from '@topup/payments/providers/config';
import { fineAttemptId } from './attemptId';

// The fine's pay channels as a table (issue "Login, … the ban fine"): each a label and what pressing it
// does. The hosted page (payer_max) is here; the card channel and Apple Pay join as more entries.

export type PayOutcome = { kind: 'leaving' } | { kind: 'failed'; result: number; message: string };

export interface FineChannel {
  id: 'hosted';
  labelKey: string;
  pay(fine: { displayUid: string; amount: number }): Promise<PayOutcome>;
}

async function payHosted(fine: { displayUid: string; amount: number }): Promise<PayOutcome> {
  const services = platformServices;
  const rid = fineAttemptId(fine.displayUid, fine.amount);
  const where = services.page.location();
  // spec 02 §7: optional uuid and mock from the page's URL
  const fromUrl = readParams(where.search, where.hash);
  const r = await services.api.get<FinePayOrder>(
    API.createFinePayHosted.path,
    {
      uid: fine.displayUid,
      amount: fine.amount,
      page_view_id: device.pageViewId(),
      source: 1,
      uuid: fromUrl.get('uuid'),
      mock: fromUrl.get('mock'),
    },
    { headers: { 'X-CLI-RID': rid } },
  );
  if (r.result !== 0 || !r.data) return { kind: 'failed', result: r.result, message: r.message };
  // only to this site or the configured providers' hosts (no open redirect)
  const followed = followOrderUrl(services, {
    orderId: r.data.order_id,
    url: r.data.url,
    providerOrigins: payProviderConfig.redirectOrigins,
  });
  return followed ? { kind: 'leaving' } : { kind: 'failed', result: -3, message: '' };
}

export const FINE_CHANNELS: readonly FineChannel[] = [
  { id: 'hosted', labelKey: 'pay.hosted', pay: payHosted },
];
