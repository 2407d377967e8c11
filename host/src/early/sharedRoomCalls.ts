import type { KeptAnswer } from '@topup/platform/src/api/keptAnswers';
import type { FetchLike } from '@topup/platform/src/api/types';
import { loadSharedRoom } from '@topup/shared/domain/sharedRoom';
import { startSharedRoomHeadStart } from '../routing/headStart';
import { earlyClient } from './earlyClient';
import { earlyPlatform } from './earlyPlatform';

// The share page's calls (the server writes this script into the share page only,
// server/src/static/earlyScript.ts), sent by its early script while the host's script is still on its way:
// last_join_room, then room_info once it names the room (or the link's room straight away), as the page
// itself asks them (shared/domain/sharedRoom.ts) — one call further than the host's own head start.

export function sendSharedRoomCalls(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  send: FetchLike,
  kept: KeptAnswer[],
): void {
  const { client } = earlyClient(earlyPlatform(), send, kept);
  startSharedRoomHeadStart(location, {
    startRoomEarly: (roomId) => void loadSharedRoom((path, params) => client.get(path, params), roomId),
  });
}
