import { api, useRequest } from '@topup/platform';
import type { RoomInfo } from '@topup/shared/contract/room';
import { loadSharedRoom } from '@topup/shared/domain/sharedRoom';

// spec 02 §2: the room of a share link — the link's room_id, else the room last joined
// (last_join_room) — with its name (room_info, ours). The calls are written once (shared/domain/sharedRoom.ts)
// for this page and for the early script, which sends them before the host has run: the page's identical
// GETs take those answers.

export const useSharedRoom = (roomId: string | undefined) =>
  useRequest<RoomInfo | null>(
    () => loadSharedRoom((path, params) => api.get(path, params), roomId),
    [roomId],
  );
