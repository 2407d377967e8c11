import type { RoomStatus } from '@topup/shared/contract/room';
import { API } from '@topup/shared/contract/paths';
import { roomSocketUrl } from '@topup/shared/domain/room/socketUrl';
import { trackEvent } from '../analytics';
import { logger } from '../context';
import { runtimeConfig } from '../runtimeConfig';
import { api } from '../services';
import { createLiveRoom, type LiveRoom } from './liveRoom';
import { createRoomProblemReporter } from './roomProblems';
import type { SocketLike } from './roomSocket';

/** One per page load, whichever rooms it follows: the limits of roomProblems.ts hold for the page. */
const reportProblem = createRoomProblemReporter({
  track: trackEvent,
  view: () => window.location.pathname,
  debug: (...args) => logger.debug(...args),
});

/**
 * A live room this page can follow (spec 02 §7), not yet connected (`start` connects): the browser's WebSocket to the room server of the build
 * (the configuration's room.socketUrl; empty, the page's own origin) and the full refresh through the API client.
 */
export function liveRoom(roomId: string): LiveRoom {
  return createLiveRoom({
    roomId,
    url: roomSocketUrl(runtimeConfig().room.socketUrl, window.location.origin, roomId),
    // the client's handlers take any event (they read only `data`), so the browser's socket fits as is
    open: (url) => new WebSocket(url) as unknown as SocketLike,
    refresh: async (id) => {
      const r = await api.get<RoomStatus>(API.roomStatus.path, { room_id: id });
      return r.result === 0 && r.data ? r.data : null;
    },
    report: reportProblem,
  });
}
