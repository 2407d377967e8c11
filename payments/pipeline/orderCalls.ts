import type { AppThunk, StoreServices } from '@topup/platform';
import type { ClickCancelResult, PayError } from '@topup/shared/contract/order';
import { ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { DECIDED_ORDER_STATUSES } from '@topup/shared/contract/orderValues';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { followOrderUrl } from '../orders/followOrderUrl';
import { payProviderConfig } from '../providers/config';
import { attemptEnded } from './attemptStore';

// The pipeline's calls about an order already made, for the pages that show it after the payment left
// them (a reload, the callback, the waiting state, the exit confirmation): cancelling it, its error detail,
// going back to the provider's page it waits on.

type Services = Pick<StoreServices, 'api' | 'storage' | 'now'>;

export type CancelAnswer =
  /** the order is decided (cancelled now, or paid or failed before): its attempt has ended */
  | { kind: 'cancelled'; status: string }
  /** its charge is with the processor: it ends paid or failed, and the page waits for it (the attempt goes on) */
  | { kind: 'beingCharged' }
  /** no answer, or refused: nothing is known of it, and its attempt goes on */
  | { kind: 'failed'; result: number; message: string };

/** spec 01 §4, §7 click_cancel: the user stopped the order (`reason`: why, as the server keeps it). */
export async function cancelWith(services: Services, orderId: string, reason: string): Promise<CancelAnswer> {
  const r = await services.api.postForm<ClickCancelResult>(API.clickCancel.path, {
    app_order: orderId,
    reason,
  });
  if (r.result === ORDER_BEING_CHARGED) return { kind: 'beingCharged' };
  if (r.result !== 0) return { kind: 'failed', result: r.result, message: r.message };
  const status = r.data?.status ?? 'cancelled';
  if ((DECIDED_ORDER_STATUSES as readonly string[]).includes(status)) attemptEnded(services, orderId);
  return { kind: 'cancelled', status };
}

export const cancelOrder =
  (orderId: string, reason: string): AppThunk<Promise<CancelAnswer>> =>
  (_dispatch, _getState, services) =>
    cancelWith(services, orderId, reason);

/** spec 01 §7 get_pay_error_by_order: why an order failed, or null when the call failed. */
export const payErrorOf =
  (orderId: string): AppThunk<Promise<PayError | null>> =>
  async (_dispatch, _getState, { api }) => {
    const r = await api.get<PayError>(API.payErrorByOrder.path, { order_id: orderId, source: PAY_SOURCE });
    return r.result === 0 && r.data ? r.data : null;
  };

/** Goes where an order's url says, only to this site or a configured provider; false when refused. */
export const leaveFor = (services: Pick<StoreServices, 'page' | 'payEvents'>, orderId: string, url: string) =>
  followOrderUrl(services, { orderId, url, providerOrigins: payProviderConfig().redirectOrigins });

/** Back to the provider's page an order waits on, by the safe-redirect rule; false when refused. */
export const continueOrder =
  (orderId: string, url: string): AppThunk<boolean> =>
  (_dispatch, _getState, services) =>
    leaveFor(services, orderId, url);
