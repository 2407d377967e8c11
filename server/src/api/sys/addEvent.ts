import { AddEventParams } from '@topup/shared/contract';
import { insertEvent } from '../../db/events';
import type { ApiContext } from '../context';
import type { ApiRoute } from '../route';

/** spec 02 §7: GET /api/sys/add_event/ stores one analytics event. POST is accepted for beacons. */
export const addEventRoute = (ctx: ApiContext): ApiRoute<typeof AddEventParams, never> => ({
  methods: ['GET', 'POST'],
  path: '/api/sys/add_event/',
  params: AddEventParams,
  handle(event) {
    insertEvent(ctx.db, event);
    return { result: 0 };
  },
});
