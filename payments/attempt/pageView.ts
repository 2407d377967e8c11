import type { StoreServices } from '@topup/platform';
import type { PageViewIdResult } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';

// spec 02 §4: the page view id is renewed when it is older than 20 minutes (the platform's device does
// that on its own) or when the server says the page's payment has finished: page_view_id_result, asked
// once a payment of this page view has ended, whether a top-up or a fine.

export type PageViewServices = Pick<StoreServices, 'api' | 'device'>;

/** Asks whether this page view's payment has finished; renews the id when it has. Returns whether it did. */
export async function renewPageViewWhenPaid(services: PageViewServices): Promise<boolean> {
  const r = await services.api.get<PageViewIdResult>(API.pageViewIdResult.path, {
    page_view_id: services.device.pageViewId(),
    source: PAY_SOURCE,
  });
  if (r.result !== 0 || r.data?.result !== true) return false;
  services.device.renewPageViewId();
  return true;
}
