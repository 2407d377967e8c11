import { PageViewIdResultParams, PageViewIdResult } from '@topup/shared/contract';
import type { ApiContext } from '../context/context';
import { ok, type ApiRoute } from '../http/route';
import { fineStore } from './store';

/**
 * spec 02 §4, §7: GET /api/web/page_view_id_result/ (page_view_id, source=1): true once its payment is paid.
 * By design the page-view id alone reads it: a random id only its page knows, and the answer is yes or no.
 */
export const pageViewIdResultRoute = (
  ctx: ApiContext,
): ApiRoute<typeof PageViewIdResultParams, PageViewIdResult> => {
  const store = fineStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/web/page_view_id_result/',
    params: PageViewIdResultParams,
    data: PageViewIdResult,
    handle: ({ page_view_id }) => ok({ result: store.pageViewPaid(page_view_id) }),
  };
};
