import type { EarlyResponse } from '@topup/platform/src/api/earlyResponses';
import type { FetchLike } from '@topup/platform/src/api/types';
import { isSharedRoomPage, remoteForPath } from '@topup/shared/domain/routes';
import { loadSharedRoom } from '@topup/shared/domain/sharedRoom';
import { startSharedRoomHeadStart } from '../routing/headStart';
import { earlyClient } from './earlyClient';

// The share page's calls, sent by its early script while the host's script is still on its way:
// last_join_room, then room_info once it names the room (or the link's room straight away), as the page
// itself asks them (shared/domain/sharedRoom.ts) — one call further than the host's own head start.

export function sendSharedRoomCalls(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  send: FetchLike,
  kept: EarlyResponse[],
): void {
  if (!isSharedRoomPage(remoteForPath(location.pathname))) return;
  const { client } = earlyClient(send, kept);
  startSharedRoomHeadStart(location, {
    startRoomEarly: (roomId) => void loadSharedRoom((path, params) => client.get(path, params), roomId),
  });
}
