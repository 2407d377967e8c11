import { LastJoinRoomParams, LastJoinRoom } from '@topup/shared/contract';
import { lastJoinedRoom } from '../../db/rooms';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/** spec 02 §7: GET /api/live_room/last_join_room/. */
export const lastJoinRoomRoute = (ctx: ApiContext): ApiRoute<typeof LastJoinRoomParams, LastJoinRoom> => ({
  methods: ['GET'],
  path: '/api/live_room/last_join_room/',
  params: LastJoinRoomParams,
  data: LastJoinRoom,
  handle: () => ok(lastJoinedRoom(ctx.db)),
});
