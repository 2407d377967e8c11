import { TEST_EVENTS_PATH, TestEventsParams, type TestEvents } from '@topup/shared/contract';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/** The most events one call lists (a page keeps at most 200; a test's journey sends fewer). */
const EVENTS_MAX = 2_000;

/** Test mode: GET /__test/events?uuid=, the analytics events one device sent, oldest first. */
export const testEventsRoute = (ctx: ApiContext): ApiRoute<typeof TestEventsParams, TestEvents> => {
  const select = ctx.db.prepare<[string, number], Record<string, unknown>>(
    `SELECT event_name, uuid, version, str_param1, str_param2, str_param3, str_param4,
       int_param1, int_param2, int_param3, int_param4, created_at
     FROM events WHERE uuid = ? ORDER BY id LIMIT ?`,
  );
  return {
    methods: ['GET'],
    path: TEST_EVENTS_PATH,
    params: TestEventsParams,
    handle: ({ uuid }) => ok({ events: select.all(uuid, EVENTS_MAX) }),
  };
};
