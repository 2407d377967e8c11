import { PageViewIdResultParams, PageViewIdResult } from '@topup/shared/contract';
import { deviceOfPageViewId } from '@topup/shared/domain/pageViewId';
import type { ApiContext } from '../../context/context';
import { fineStore } from '../../fines/store';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 02 §4, §7: GET /api/web/page_view_id_result/ (page_view_id, source=1): true once a payment made from
 * that page view is paid — a fine's (fine_orders.page_view_id) or a top-up's (the page_view_id of the
 * order's ext, looked up among the orders of the device the id names). By design the page-view id alone
 * reads it: a random id only its page knows, and the answer is yes or no.
 */
export const pageViewIdResultRoute = (
  ctx: ApiContext,
): ApiRoute<typeof PageViewIdResultParams, PageViewIdResult> => {
  const fines = fineStore(ctx.db, ctx.now);
  const paidCoinOrder = ctx.db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM orders
      WHERE device_id = ? AND status = 'paid' AND json_extract(ext, '$.page_view_id') = ?`,
  );
  const coinOrderPaid = (pageViewId: string): boolean => {
    const device = deviceOfPageViewId(pageViewId);
    return device !== null && (paidCoinOrder.get(device, pageViewId)?.n ?? 0) > 0;
  };
  return {
    methods: ['GET'],
    path: '/api/web/page_view_id_result/',
    params: PageViewIdResultParams,
    data: PageViewIdResult,
    handle: ({ page_view_id }) =>
      ok({ result: fines.pageViewPaid(page_view_id) || coinOrderPaid(page_view_id) }),
  };
};
