import { defineCall, useCall } from '@topup/platform';
import type { RoomInfo } from '@topup/shared/contract/room';
import { loadSharedRoom } from '@topup/shared/domain/sharedRoom';

// spec 02 §2: the room of a share link — the link's room_id, else the room last joined
// (last_join_room) — with its name (room_info, ours); null when the user has joined none. The calls are
// written once (shared/domain/sharedRoom.ts) for this page and for the early script, which sends them
// before the host has run: the page's identical GETs take those answers.

export const sharedRoomCall = defineCall<{ roomId?: string }, RoomInfo | null>('sharedRoom', {
  run: ({ roomId }, { api }) => loadSharedRoom((path, params) => api.get(path, params), roomId),
});

export const useSharedRoom = (roomId: string | undefined) => useCall(sharedRoomCall, { roomId });
