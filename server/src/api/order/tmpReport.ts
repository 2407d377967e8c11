import { TmpReportParams, NoData } from '@topup/shared/contract';
import { insertEvents } from '../../db/events';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import type { ApiRoute } from '../../http/route';

/** The event name a debug report is kept under, beside the analytics events of its device. */
export const TMP_REPORT_EVENT = 'tmp_report';

/**
 * spec 02 §7: GET /api/order/tmp_report/ (app_order, data), the debug report a page sends when a payment
 * went somewhere it cannot explain. Kept with the device's analytics events (str_param2 the order,
 * str_param3 the data), where test mode's /__test/events reads them.
 */
export const tmpReportRoute = (ctx: ApiContext): ApiRoute<typeof TmpReportParams, never> => ({
  methods: ['GET'],
  path: '/api/order/tmp_report/',
  params: TmpReportParams,
  data: NoData,
  handle({ app_order, data }, request) {
    const uuid = deviceIdOf(request);
    insertEvents(ctx.db, [
      { event_name: TMP_REPORT_EVENT, ...(uuid ? { uuid } : {}), str_param2: app_order, str_param3: data },
    ]);
    return { result: 0 };
  },
});
