import type { Database } from 'better-sqlite3';
import { ROOM_MSG } from '@topup/shared/domain/room/socketRules';
import { ROOM_SYNC_TYPE, type RoomFrame } from '@topup/shared/domain/room/roomSync';
import type { Directive } from '@topup/shared/domain/room/directives';
import { roomStates, type RoomState, type RoomStates } from './roomStates';

// The live rooms' sockets (spec 02 §7, §8): each change of a room is sent to its open sockets as an
// incremental status (11002, type 2) carrying the frame before it and the new one, so a socket that missed
// one message catches up without a full refresh; a socket that joins is told the room's sn (11008, type 3).
// One hub per database: the main and the backup instance of one process share the rooms' sockets.
//
// Test mode steers delivery per room (README "Test mode"): drop, duplicate or hold back (reorder) the next
// sync messages, make the open sockets silent, or close them.

/** An open socket of a room, as the hub sees it. */
export interface RoomSink {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Set by test mode: the socket neither answers nor receives until it closes. */
  silent?: boolean;
}

interface Faults {
  drop: number;
  duplicate: number;
  reorder: number;
  held: string | null;
}

export interface RoomHub {
  states: RoomStates;
  join(roomId: number, sink: RoomSink): () => void;
  /** One frame of directives for a room, sent to its sockets; the new state, or why nothing changed. */
  change(roomId: number, command: readonly Directive[]): RoomState | string;
  fault(roomId: number, kind: 'drop' | 'duplicate' | 'reorder', count: number): void;
  silence(roomId: number): number;
  closeAll(roomId: number): number;
}

/** A room result message (spec 02 §3): result 0 and its data as JSON text. */
export const roomMessage = (msgId: number, data: unknown, seq = 0): string =>
  JSON.stringify({ msg_id: msgId, seq, body: { result: 0, message: '', data: JSON.stringify(data) } });

export const syncSnMessage = (roomId: number, sn: number): string =>
  roomMessage(ROOM_MSG.SYNC_SN, { type: ROOM_SYNC_TYPE.sync, rid: roomId, sn });

export function incrementalMessage(roomId: number, previous: RoomFrame | null, frame: RoomFrame): string {
  const frames = previous && previous.sn === frame.sn - 1 ? [previous, frame] : [frame];
  return roomMessage(ROOM_MSG.INCREMENTAL_STATUS, {
    type: ROOM_SYNC_TYPE.incremental,
    rid: roomId,
    status: frames,
  });
}

const hubs = new WeakMap<Database, RoomHub>();

export function roomHubFor(db: Database): RoomHub {
  const existing = hubs.get(db);
  if (existing) return existing;
  const hub = createRoomHub(roomStates(db));
  hubs.set(db, hub);
  return hub;
}

export function createRoomHub(states: RoomStates): RoomHub {
  const sinks = new Map<number, Set<RoomSink>>();
  const faults = new Map<number, Faults>();
  const faultsOf = (roomId: number): Faults => {
    let f = faults.get(roomId);
    if (!f) faults.set(roomId, (f = { drop: 0, duplicate: 0, reorder: 0, held: null }));
    return f;
  };
  const broadcast = (roomId: number, text: string) => {
    for (const sink of sinks.get(roomId) ?? []) if (!sink.silent) sink.send(text);
  };

  /** What reaches the sockets for one sync message, after test mode's faults. */
  const deliver = (roomId: number, text: string) => {
    const f = faultsOf(roomId);
    if (f.drop > 0) {
      f.drop -= 1;
      return;
    }
    if (f.reorder > 0 && f.held === null) {
      f.reorder -= 1;
      f.held = text; // sent after the next one
      return;
    }
    broadcast(roomId, text);
    if (f.duplicate > 0) {
      f.duplicate -= 1;
      broadcast(roomId, text);
    }
    if (f.held !== null) {
      const held = f.held;
      f.held = null;
      broadcast(roomId, held);
    }
  };

  return {
    states,
    join(roomId, sink) {
      if (!sinks.has(roomId)) sinks.set(roomId, new Set());
      const set = sinks.get(roomId) as Set<RoomSink>;
      set.add(sink);
      return () => void set.delete(sink);
    },
    change(roomId, command) {
      const r = states.change(roomId, command);
      if (typeof r === 'string') return r;
      const frame = r.state.lastFrame as RoomFrame;
      deliver(roomId, incrementalMessage(roomId, r.previous, frame));
      return r.state;
    },
    fault(roomId, kind, count) {
      faultsOf(roomId)[kind] += count;
    },
    silence(roomId) {
      const open = [...(sinks.get(roomId) ?? [])];
      open.forEach((s) => (s.silent = true));
      return open.length;
    },
    closeAll(roomId) {
      const open = [...(sinks.get(roomId) ?? [])];
      open.forEach((s) => s.close(1012, 'closed by test mode'));
      return open.length;
    },
  };
}
