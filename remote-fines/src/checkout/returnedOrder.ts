import type { AppThunk } from '@topup/platform';
import type { FineOrderStatus } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';

// spec 02 §4: back on /fines from a provider's page (the order in the address) with the fine still to pay,
// how that order ended — the card's decline (3-D Secure failed, …) with its words, or cancelled on the
// provider's page — so the page can say so.

export type ReturnedOrder =
  /** declined: the decline's own words when the server gave them */
  { kind: 'failed'; message: string | null } | { kind: 'cancelled' };

/** An order that ended unpaid, from get_fine_order's answer; null for one that did not (or is unknown). */
export function returnedOrder(status: FineOrderStatus | undefined): ReturnedOrder | null {
  if (status?.status === 'failed') return { kind: 'failed', message: status.message ?? null };
  if (status?.status === 'cancelled') return { kind: 'cancelled' };
  return null;
}

/** Asks get_fine_order (ours) how the order ended; null when it did not end unpaid or the call failed. */
export function howOrderEnded(orderId: string): AppThunk<Promise<ReturnedOrder | null>> {
  return async (_dispatch, _getState, { api }) => {
    const r = await api.get<FineOrderStatus>(API.fineOrder.path, { order_id: orderId });
    return r.result === 0 ? returnedOrder(r.data) : null;
  };
}
