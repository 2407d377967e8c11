import { createApiClient } from '@topup/platform/src/api/client';
import { createBatch } from '@topup/platform/src/api/batch';
import { recordingFetch, type EarlyResponse } from '@topup/platform/src/api/earlyResponses';
import { pageCallDeps, rememberedApiBase } from '@topup/platform/src/api/pageCallDeps';
import type { FetchLike } from '@topup/platform/src/api/types';
import { device } from '@topup/platform/src/device/device';
import { session } from '@topup/platform/src/session/session';
import { storage } from '@topup/platform/src/storage';
import { createPkgInfoConfig } from '@topup/platform/src/remoteConfig/pkgInfoConfig';
import { loadSharedRoom } from '@topup/shared/domain/sharedRoom';
import { startRouteHeadStart } from '../routing/headStart';

// Issue 35: the route's first calls, sent by the early script while the host's script is still on its way.
// They are the host's own head start (routing/headStart.ts: the top-up's init batch and package info, the
// share page's room),
// made by the platform's own client from the platform's own device, session and storage, so that each is
// the request the page will make; the answers wait in `kept` for the page's client (earlyResponses.ts).
// Only the share page goes one call further than the host does: its room_info, once last_join_room names
// the room, as the page itself asks it (shared/domain/sharedRoom.ts).

export function sendEarlyCalls(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  send: FetchLike,
  kept: EarlyResponse[],
): void {
  const fetchImpl = recordingFetch(send, kept);
  const client = createApiClient({
    ...pageCallDeps,
    // the early script sends nothing inside the app shell (index.ts): its calls go through the bridge there
    backup: { list: () => [], remember: () => undefined, remembered: rememberedApiBase },
    // a failure is the page's to report, when its own call takes the same answer
    onError: () => undefined,
    fetchImpl,
  });
  const batch = createBatch(client);
  startRouteHeadStart(location, {
    session,
    storage,
    device,
    startBatchEarly: (calls) => void batch(calls),
    startRoomEarly: (roomId) => void loadSharedRoom((path, params) => client.get(path, params), roomId),
    // the package info through its own client, which asks only when the browser's database keeps none fresh
    // (and then with its etag): the page's client, reading the same database a moment later, either finds
    // this answer kept there or makes the same request and takes it
    pkgInfo: {
      readNow: () => void createPkgInfoConfig(client, { fetchImpl, viaBridge: () => false }).get(),
    },
  });
}
