import { api, useRequest } from '@topup/platform';
import type { LastJoinRoom, RoomInfo } from '@topup/shared/contract/room';
import { lastJoinRoomRequest, roomInfoRequest } from '@topup/shared/domain/sharedRoom';

// spec 02 §2: the room of a share link — the link's room_id, else the room last joined
// (last_join_room) — with its name (room_info, ours). The first of these calls is the one the host sends
// as the page starts (shared/domain/sharedRoom.ts); the page's identical first GET takes its answer.

async function loadRoom(roomId: string | undefined) {
  let id = roomId;
  if (!id) {
    const lastJoin = lastJoinRoomRequest();
    const last = await api.get<LastJoinRoom>(lastJoin.path, lastJoin.params);
    if (last.result !== 0 || !last.data) return { result: last.result, message: last.message };
    if (last.data.room_id === 0) return { result: 0, message: '', data: null };
    id = String(last.data.room_id);
  }
  const info = roomInfoRequest(id);
  return api.get<RoomInfo>(info.path, info.params);
}

export const useSharedRoom = (roomId: string | undefined) =>
  useRequest<RoomInfo | null>(() => loadRoom(roomId), [roomId]);
