import { applyDirective, type Directive } from './directives';
import type { RoomTable } from './roomKeys';

// spec 02 §8 "Room sync": the client keeps the room's sequence number (sn) and its state table.
//   type 3 (sync) for its room: the server is at that sn;
//   type 2 (incremental) for its room: one frame, or two consecutive frames (the previous and the new one),
//     each with its sn and its directives.
// The spec's words, and where they are read more strictly so that the table is never wrong under an sn
// that hides it (the property test in roomSync.property.test.ts holds only so):
//   - two frames: applied when the client's sn equals the first frame's (the first frame's directives
//     skipped) or is one less (both applied), the client then at the second frame's sn; at or past the
//     last sn, ignored; otherwise a gap: a full refresh is asked for.
//   - one frame: "applied only if its sn is newer" — read as the next sn; one further ahead is a gap too
//     (applying it would skip the frames between).
//   - type 3 "raises the client's sn when higher": a higher sn means frames were missed, so the raise comes
//     with the state that goes with it, by a full refresh; raising the number alone would mark changes the
//     table never got as applied, and no later refresh at that sn would repair it.
//   - full refresh: when its sn is newer, the whole table is replaced (whole-table listeners notified).
//   - a directive that cannot apply leaves the state as it was, is reported, and asks for a full refresh.

export const ROOM_SYNC_TYPE = { incremental: 2, sync: 3 } as const;

export interface RoomFrame {
  sn: number;
  command: readonly Directive[];
}

export interface RoomSyncMessage {
  type: number;
  rid: number | string;
  sn?: number;
  status?: readonly RoomFrame[];
}

export interface RoomSyncState {
  rid: string;
  sn: number;
  table: RoomTable;
}

export interface SyncStep {
  state: RoomSyncState;
  /** keys whose value changed */
  changed: readonly string[];
  /** the client must ask for a full refresh (a gap, or a directive that could not apply) */
  refresh: boolean;
  errors: readonly string[];
}

const nothing = (state: RoomSyncState): SyncStep => ({ state, changed: [], refresh: false, errors: [] });
const gap = (state: RoomSyncState): SyncStep => ({ state, changed: [], refresh: true, errors: [] });

function applyFrames(state: RoomSyncState, frames: readonly RoomFrame[]): SyncStep {
  let table = state.table;
  const changed = new Set<string>();
  const errors: string[] = [];
  for (const frame of frames) {
    for (const directive of frame.command) {
      const r = applyDirective(table, directive);
      if (!r.ok) errors.push(`sn ${frame.sn}: ${r.error}`);
      else {
        table = r.table;
        r.changed.forEach((k) => changed.add(k));
      }
    }
  }
  if (errors.length > 0) return { state, changed: [], refresh: true, errors };
  const last = frames.at(-1);
  return {
    state: { ...state, table, sn: last ? last.sn : state.sn },
    changed: [...changed],
    refresh: false,
    errors,
  };
}

const isSn = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** One sync message of the socket (11002 incremental status, 11008 sync sn). */
export function receiveSync(state: RoomSyncState, message: RoomSyncMessage): SyncStep {
  if (String(message.rid) !== state.rid) return nothing(state);
  if (message.type === ROOM_SYNC_TYPE.sync) {
    return isSn(message.sn) && message.sn > state.sn ? gap(state) : nothing(state);
  }
  if (message.type !== ROOM_SYNC_TYPE.incremental) return nothing(state);
  const frames = message.status ?? [];
  if (!frames.every((f) => isSn(f.sn) && Array.isArray(f.command))) {
    return { ...nothing(state), errors: ['a frame without sn or command'] };
  }
  const [first, second] = frames;
  if (frames.length === 1 && first) {
    if (first.sn <= state.sn) return nothing(state);
    return first.sn === state.sn + 1 ? applyFrames(state, [first]) : gap(state);
  }
  if (frames.length === 2 && first && second) {
    if (state.sn >= second.sn) return nothing(state);
    if (second.sn !== first.sn + 1) return gap(state);
    if (state.sn === first.sn) return applyFrames(state, [second]);
    if (state.sn === first.sn - 1) return applyFrames(state, [first, second]);
    return gap(state);
  }
  return { ...nothing(state), errors: [`${frames.length} frames in one message`] };
}

/** A full refresh's answer: sn and room_status (the JSON text of the whole table). */
export function receiveFullRefresh(
  state: RoomSyncState,
  answer: { sn: number; room_status: string },
): { state: RoomSyncState; replaced: boolean; error?: string } {
  if (!isSn(answer.sn) || answer.sn <= state.sn) return { state, replaced: false };
  try {
    const table: unknown = JSON.parse(answer.room_status);
    if (typeof table !== 'object' || table === null || Array.isArray(table))
      return { state, replaced: false, error: 'room_status is not a table' };
    return { state: { ...state, sn: answer.sn, table: table as RoomTable }, replaced: true };
  } catch {
    return { state, replaced: false, error: 'room_status is not JSON' };
  }
}
