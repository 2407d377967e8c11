import type { AppThunk, StoreServices } from '@topup/platform';
import type { PageViewIdResult } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';

/**
 * spec 02 §4: the page view id is renewed when the server says this page view's payment finished
 * (page_view_id_result), after a top-up or a fine alike. Resolves whether it was.
 */
export async function renewPageViewWith({ api, device }: Pick<StoreServices, 'api' | 'device'>) {
  const r = await api.get<PageViewIdResult>(API.pageViewIdResult.path, {
    page_view_id: device.pageViewId(),
    source: PAY_SOURCE,
  });
  if (r.result !== 0 || r.data?.result !== true) return false;
  device.renewPageViewId();
  return true;
}

export const renewPageView = (): AppThunk<Promise<boolean>> => (_dispatch, _getState, services) =>
  renewPageViewWith(services);
