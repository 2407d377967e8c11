import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadLiveRoom, type LiveRoom, type RoomSocketStatus } from '@topup/platform';

// The share page's live room (spec 02 §7): its code loaded on demand, its socket open while the page shows
// it and closed when it leaves; a retry after the socket gave up (or the code failed to load) starts anew.
// Values are read per key, so a change to one key re-renders only the part of the panel that shows it.

type Create = (roomId: string) => LiveRoom;
const noop = () => () => undefined;

export function useLiveRoom(roomId: string, load: () => Promise<Create> = loadLiveRoom) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ create: Create } | { failed: number } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (create) => live && setLoaded({ create }),
      () => live && setLoaded({ failed: attempt }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const create = loaded && 'create' in loaded ? loaded.create : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` makes a retry follow the room anew
  const room = useMemo(() => (create ? create(roomId) : null), [create, roomId, attempt]);
  useEffect(() => {
    if (!room) return undefined;
    room.start();
    return () => room.close();
  }, [room]);
  const unavailable = loaded !== null && 'failed' in loaded && loaded.failed === attempt;
  return { room, unavailable, retry: () => setAttempt((n) => n + 1) };
}

export function useRoomStatus(room: LiveRoom | null): RoomSocketStatus {
  return useSyncExternalStore(
    (changed) => (room ? room.onStatus(changed) : noop()),
    () => room?.status() ?? 'connecting',
  );
}

export function useRoomValue(room: LiveRoom | null, key: string): unknown {
  return useSyncExternalStore(
    (changed) => (room ? room.store.subscribe(key, changed) : noop()),
    () => room?.store.get(key),
  );
}

/** True once the room's whole state has been read (a full refresh). */
export function useRoomKnown(room: LiveRoom | null): boolean {
  return useSyncExternalStore(
    (changed) => (room ? room.store.subscribeAll(changed) : noop()),
    () => (room ? room.store.state().sn >= 0 : false),
  );
}
