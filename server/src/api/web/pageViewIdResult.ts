import { PageViewIdResultParams, PageViewIdResult } from '@topup/shared/contract';
import { deviceOfPageViewId } from '@topup/shared/domain/pageViewId';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 02 §4, §7: GET /api/web/page_view_id_result/ (page_view_id, source=1): true once a payment made from
 * that page view is paid — a fine's (its page_view_id) or a top-up's (the page_view_id of the order's ext,
 * looked up among the orders of the device the id names). By design the page-view id alone
 * reads it: a random id only its page knows, and the answer is yes or no.
 */
export const pageViewIdResultRoute = (
  ctx: ApiContext,
): ApiRoute<typeof PageViewIdResultParams, PageViewIdResult> => {
  return {
    methods: ['GET'],
    path: '/api/web/page_view_id_result/',
    params: PageViewIdResultParams,
    data: PageViewIdResult,
    handle: ({ page_view_id }) =>
      ok({ result: ctx.payments.orders.pageViewPaid(page_view_id, deviceOfPageViewId(page_view_id)) }),
  };
};
