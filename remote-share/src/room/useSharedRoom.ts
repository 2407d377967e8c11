import { api, useRequest } from '@topup/platform';
import type { LastJoinRoom, RoomInfo } from '@topup/shared/contract/room';
import { API } from '@topup/shared/contract/paths';

// spec 02 §2: the room of a share link — the link's room_id, else the room last joined
// (last_join_room) — with its name (room_info, ours).

async function loadRoom(roomId: string | undefined) {
  let id = roomId;
  if (!id) {
    const last = await api.get<LastJoinRoom>(API.lastJoinRoom.path);
    if (last.result !== 0 || !last.data) return { result: last.result, message: last.message };
    if (last.data.room_id === 0) return { result: 0, message: '', data: null };
    id = String(last.data.room_id);
  }
  return api.get<RoomInfo>(API.roomInfo.path, { room_id: id });
}

export const useSharedRoom = (roomId: string | undefined) =>
  useRequest<RoomInfo | null>(() => loadRoom(roomId), [roomId]);
