import { API } from '../contract/paths';
import { readParam } from './urlParams';

// spec 02 §2: the room of a share link — the link's room_id, else the room the user last joined
// (last_join_room) — with its name (room_info). Written once for the share page and for the host, which
// sends the page's first call as it starts (issue 35: it no longer waits for the share remote to load).

/** The share link's room id: digits only, at most 12; anything else is no room id. */
export function sharedRoomId(search: string, hash: string): string | undefined {
  const id = readParam(search, hash, 'room_id');
  return id && /^[0-9]{1,12}$/.test(id) ? id : undefined;
}

/** A GET of the share page: its path and query. */
export interface RoomRequest {
  path: string;
  params: Record<string, string>;
}

/** room_info of a room. */
export const roomInfoRequest = (roomId: string): RoomRequest => ({
  path: API.roomInfo.path,
  params: { room_id: roomId },
});

/** last_join_room: the room the user last joined, for a link that names none. */
export const lastJoinRoomRequest = (): RoomRequest => ({ path: API.lastJoinRoom.path, params: {} });

/** The share page's first call: room_info of the link's room, else last_join_room. */
export const firstRoomRequest = (roomId: string | undefined): RoomRequest =>
  roomId ? roomInfoRequest(roomId) : lastJoinRoomRequest();
