import { TEST_SERVER_TIME_PATH, TestServerTimeParams } from '@topup/shared/contract';
import type { ApiContext } from '../../context/context';
import { overrideServerTime } from '../sys/timeOverrides';
import { ok, type ApiRoute } from '../../http/route';

/** Test mode: POST /__test/server-time `{ device, ts }` (shared/contract/testMode.ts). */
export const testServerTimeRoute = (
  ctx: ApiContext,
): ApiRoute<typeof TestServerTimeParams, { ts: number }> => ({
  methods: ['POST'],
  path: TEST_SERVER_TIME_PATH,
  params: TestServerTimeParams,
  handle({ device, ts }) {
    overrideServerTime(ctx.db, device, ts);
    return ok({ ts });
  },
});
