import { RoomInfoParams, RoomInfo } from '@topup/shared/contract';
import { ROOM_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** (ours) GET /api/live_room/room_info/ (room_id): the room's name and owner for its share page. */
export const roomInfoRoute = (ctx: ApiContext): ApiRoute<typeof RoomInfoParams, RoomInfo> => {
  const byId = ctx.db.prepare<[number], { room_id: number; title: string; owner_uid: number | null }>(
    'SELECT room_id, title, owner_uid FROM live_rooms WHERE room_id = ?',
  );
  return {
    methods: ['GET'],
    path: '/api/live_room/room_info/',
    params: RoomInfoParams,
    data: RoomInfo,
    handle({ room_id }) {
      const room = byId.get(Number(room_id));
      if (!room) return fail(ROOM_NOT_FOUND, MSG.roomNotFound);
      const owner = room.owner_uid === null ? undefined : ctx.users.byUid(room.owner_uid);
      return ok({
        room_id: room.room_id,
        title: room.title,
        owner: owner ? { display_uid: owner.display_uid, nickname: owner.nickname, icon: owner.icon } : null,
      });
    },
  };
};
