import type { RoomTable } from './roomKeys';
import { receiveFullRefresh, receiveSync, type RoomSyncMessage, type RoomSyncState } from './roomSync';

// spec 02 §8: the room's synced state with its listeners — per key, so a change to one key re-renders only
// what shows that key, and whole-table listeners for a full refresh. No timers, no socket: the socket
// client feeds it messages and answers its full-refresh requests.

type Listener = () => void;

export interface RoomStore {
  state(): RoomSyncState;
  /** The value of one key (what a per-key subscriber reads). */
  get(key: string): unknown;
  /** A sync message; true when it asks for a full refresh. */
  receive(message: RoomSyncMessage): boolean;
  /** A full refresh's answer; true when it replaced the table. */
  refreshed(answer: { sn: number; room_status: string }): boolean;
  /**
   * The server's numbering restarted (11006 reset sn): the client's sn is forgotten, so the next full
   * refresh, whatever its sn, replaces the table. The table stays shown until then.
   */
  forgetSn(): void;
  subscribe(key: string, listener: Listener): () => void;
  subscribeAll(listener: Listener): () => void;
}

export function createRoomStore(
  rid: string,
  report: (error: string) => void = () => undefined,
  initial: { sn: number; table: RoomTable } = { sn: 0, table: {} },
): RoomStore {
  let current: RoomSyncState = { rid, ...initial };
  const byKey = new Map<string, Set<Listener>>();
  const whole = new Set<Listener>();
  const add = (set: Set<Listener>, l: Listener) => {
    set.add(l);
    return () => void set.delete(l);
  };
  return {
    state: () => current,
    get: (key) => current.table[key],
    receive(message) {
      const step = receiveSync(current, message);
      step.errors.forEach(report);
      current = step.state;
      for (const key of step.changed) byKey.get(key)?.forEach((l) => l());
      return step.refresh;
    },
    refreshed(answer) {
      const r = receiveFullRefresh(current, answer);
      if (r.error) report(r.error);
      if (!r.replaced) return false;
      current = r.state;
      whole.forEach((l) => l());
      byKey.forEach((listeners) => listeners.forEach((l) => l()));
      return true;
    },
    forgetSn() {
      current = { ...current, sn: -1 };
    },
    subscribe(key, listener) {
      if (!byKey.has(key)) byKey.set(key, new Set());
      return add(byKey.get(key) as Set<Listener>, listener);
    },
    subscribeAll: (listener) => add(whole, listener),
  };
}
