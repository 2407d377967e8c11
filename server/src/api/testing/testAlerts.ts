import { TEST_ALERTS_PATH, TestAlertsParams, type TestAlerts } from '@topup/shared/contract';
import { alertStore } from '../../alerts/store';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/** Test mode: GET /__test/alerts?device=, the alerts that device sent through the relay, oldest first. */
export const testAlertsRoute = (ctx: ApiContext): ApiRoute<typeof TestAlertsParams, TestAlerts> => {
  const store = alertStore(ctx.db);
  return {
    methods: ['GET'],
    path: TEST_ALERTS_PATH,
    params: TestAlertsParams,
    handle: ({ device }) => ok({ alerts: store.ofDevice(device) }),
  };
};
