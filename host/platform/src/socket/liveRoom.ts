import { createRoomStore, type RoomStore } from '@topup/shared/domain/room/roomStore';
import type { RoomSyncMessage } from '@topup/shared/domain/room/roomSync';
import { ROOM_MSG } from '@topup/shared/domain/room/socketRules';
import {
  createRoomSocket,
  type RoomSocket,
  type RoomSocketOptions,
  type RoomSocketStatus,
} from './roomSocket';
import type { RoomProblem } from './roomProblems';

// spec 02 §4, §8: one live room followed — the socket (roomSocket.ts) feeding the room's synced state
// (shared/domain/room/roomStore.ts). Sync messages go to the store; a gap, a sync sn ahead of the client
// or a reset sn asks for a full refresh (one at a time: a request made while one is in flight is asked
// again once it answers). The room server tells every socket that joins the room's sn (11008, type 3), so
// a (re)connection after missed changes refreshes through that same rule. The status tells a page when to
// show the reconnecting state.

export interface FullRefresh {
  (roomId: string): Promise<{ sn: number; room_status: string } | null>;
}

export interface LiveRoomOptions extends Pick<RoomSocketOptions, 'open' | 'setTimeout' | 'clearTimeout'> {
  roomId: string;
  url: string;
  refresh: FullRefresh;
  /** What went wrong (roomProblems.ts records it). */
  report?(problem: RoomProblem): void;
}

export interface LiveRoom {
  store: RoomStore;
  status(): RoomSocketStatus;
  onStatus(listener: (status: RoomSocketStatus) => void): () => void;
  /** Opens the socket (nothing happens before: a page opens it in an effect). Again after close: anew. */
  start(): void;
  close(): void;
}

export function createLiveRoom(options: LiveRoomOptions): LiveRoom {
  const report = options.report ?? (() => undefined);
  // sn -1: nothing known yet, so the first full refresh is taken whatever its sn (a new room is at 0)
  const store = createRoomStore(options.roomId, (error) => report({ kind: 'sync', detail: error }), {
    sn: -1,
    table: {},
  });
  const statusListeners = new Set<(s: RoomSocketStatus) => void>();
  let status: RoomSocketStatus = 'connecting';
  let refreshing = false;
  let again = false;
  let closed = false;

  const refresh = async (): Promise<void> => {
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = true;
    try {
      do {
        again = false;
        const answer = await options.refresh(options.roomId).catch(() => null);
        if (closed) return;
        if (answer) store.refreshed(answer);
        else report({ kind: 'refresh', detail: `the full refresh of room ${options.roomId} failed` });
      } while (again);
    } finally {
      refreshing = false;
    }
  };

  let socket: RoomSocket | null = null;
  const connect = (): RoomSocket => {
    const next = createRoomSocket({
      url: options.url,
      open: options.open,
      report,
      ...(options.setTimeout ? { setTimeout: options.setTimeout } : {}),
      ...(options.clearTimeout ? { clearTimeout: options.clearTimeout } : {}),
      onStatus(value) {
        status = value;
        statusListeners.forEach((l) => l(value));
      },
    });
    const onSync = (data: unknown) => {
      if (typeof data !== 'object' || data === null)
        return report({ kind: 'dropped', detail: 'a sync message without data' });
      if (store.receive(data as RoomSyncMessage)) void refresh();
    };
    next.on(ROOM_MSG.INCREMENTAL_STATUS, onSync);
    next.on(ROOM_MSG.SYNC_SN, onSync);
    next.on(ROOM_MSG.RESET_SN, (data) => {
      if (String((data as { rid?: unknown } | null)?.rid) !== options.roomId) return;
      store.forgetSn();
      void refresh();
    });
    return next;
  };

  return {
    store,
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    start() {
      if (socket) return;
      closed = false;
      socket = connect();
    },
    close() {
      closed = true;
      socket?.close();
      socket = null;
    },
  };
}
