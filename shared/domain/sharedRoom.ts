import type { LastJoinRoom, RoomInfo } from '../contract/room';
import { API } from '../contract/paths';
import type { ApiResult } from './apiResult';
import { readParam } from './urlParams';

// spec 02 §2: the room of a share link — the link's room_id, else the room the user last joined
// (last_join_room) — with its name (room_info). Written once for the share page and for the host, which
// sends the page's first call as it starts (it no longer waits for the share remote to load).

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

/** A GET as the share page's client sends it: path, query, its answer in the contract's envelope. */
export type RoomGet = <T>(path: string, params: Record<string, string>) => Promise<ApiResult<T>>;

/**
 * The share page's room, as its calls go (spec 02 §2): the link's room, else the one last joined — room_info
 * once that is known. Run by the page and by the early script (host/src/early/), which sends the same two
 * calls before the host has run: the page then takes those answers instead of asking again.
 */
export async function loadSharedRoom(
  get: RoomGet,
  roomId: string | undefined,
): Promise<ApiResult<RoomInfo | null>> {
  let id = roomId;
  if (!id) {
    const lastJoin = lastJoinRoomRequest();
    const last = await get<LastJoinRoom>(lastJoin.path, lastJoin.params);
    if (last.result !== 0 || !last.data)
      return { result: last.result, message: last.message, data: undefined };
    if (last.data.room_id === 0) return { result: 0, message: '', data: null };
    id = String(last.data.room_id);
  }
  const info = roomInfoRequest(id);
  return get<RoomInfo>(info.path, info.params);
}
