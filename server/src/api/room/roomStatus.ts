import { RoomStatusParams, RoomStatus } from '@topup/shared/contract';
import { ROOM_NOT_FOUND } from '@topup/shared/contract/codes';
import { roomHubFor } from '../../liveRoom/roomHub';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * (ours) GET /api/live_room/room_status/ (room_id): the full refresh of spec 02 §3 — the room's sn and
 * room_status, the JSON text of its whole synced table. spec 02 §7 does not show this call's path.
 */
export const roomStatusRoute = (ctx: ApiContext): ApiRoute<typeof RoomStatusParams, RoomStatus> => {
  const hub = roomHubFor(ctx.db);
  return {
    methods: ['GET'],
    path: '/api/live_room/room_status/',
    params: RoomStatusParams,
    data: RoomStatus,
    handle({ room_id }) {
      const state = hub.states.read(Number(room_id));
      if (!state) return fail(ROOM_NOT_FOUND, MSG.roomNotFound);
      return ok({ sn: state.sn, room_status: JSON.stringify(state.table) });
    },
  };
};
