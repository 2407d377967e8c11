import type { Database } from 'better-sqlite3';
import { applyDirective, type Directive } from '@topup/shared/domain/room/directives';
import { emptyRoomTable } from '@topup/shared/domain/room/panelValues';
import { ROOM_STATE_KEYS, type RoomTable } from '@topup/shared/domain/room/roomKeys';
import type { RoomFrame } from '@topup/shared/domain/room/roomSync';

// spec 02 §3, §8: each live room's synced state in SQLite (room_states): its sn, the whole table and its
// newest frame. A room's state is made on first use (a fresh table at sn 0); every change is one frame,
// applied with the same directive semantics as the client's (shared/domain/room/directives.ts) in one
// transaction, so two server instances on one database never hand out the same sn.

export interface RoomState {
  roomId: number;
  sn: number;
  table: RoomTable;
  lastFrame: RoomFrame | null;
}

interface Row {
  sn: number;
  status: string;
  last_frame: string | null;
}

export interface RoomStates {
  /** The room's state; null when no such room exists. */
  read(roomId: number): RoomState | null;
  /**
   * Applies one frame of directives: the new state and the frame before it (null when the room is new),
   * or the reason nothing changed (no room, or a directive that cannot apply — the state stays whole).
   */
  change(
    roomId: number,
    command: readonly Directive[],
  ): { state: RoomState; previous: RoomFrame | null } | string;
  /** A new room (test mode: one per test), with its fresh state. */
  create(title: string): RoomState;
}

export function roomStates(db: Database): RoomStates {
  const roomExists = db.prepare<[number], { room_id: number }>(
    'SELECT room_id FROM live_rooms WHERE room_id = ?',
  );
  const select = db.prepare<[number], Row>(
    'SELECT sn, status, last_frame FROM room_states WHERE room_id = ?',
  );
  const insert = db.prepare(
    'INSERT OR IGNORE INTO room_states (room_id, sn, status, last_frame) VALUES (?, 0, ?, NULL)',
  );
  const update = db.prepare('UPDATE room_states SET sn = ?, status = ?, last_frame = ? WHERE room_id = ?');
  const insertRoom = db.prepare('INSERT INTO live_rooms (owner_uid, title) VALUES (NULL, ?)');

  const read = (roomId: number): RoomState | null => {
    if (!roomExists.get(roomId)) return null;
    let row = select.get(roomId);
    if (!row) {
      insert.run(roomId, JSON.stringify(emptyRoomTable(ROOM_STATE_KEYS)));
      row = select.get(roomId) as Row;
    }
    return {
      roomId,
      sn: row.sn,
      table: JSON.parse(row.status) as RoomTable,
      lastFrame: row.last_frame === null ? null : (JSON.parse(row.last_frame) as RoomFrame),
    };
  };

  const change = db.transaction((roomId: number, command: readonly Directive[]) => {
    const before = read(roomId);
    if (!before) return 'no such room';
    let table = before.table;
    for (const directive of command) {
      const r = applyDirective(table, directive);
      if (!r.ok) return r.error;
      table = r.table;
    }
    const frame: RoomFrame = { sn: before.sn + 1, command };
    update.run(frame.sn, JSON.stringify(table), JSON.stringify(frame), roomId);
    return { state: { roomId, sn: frame.sn, table, lastFrame: frame }, previous: before.lastFrame };
  });

  return {
    read,
    change: (roomId, command) => change(roomId, command),
    create(title) {
      const roomId = Number(insertRoom.run(title).lastInsertRowid);
      return read(roomId) as RoomState;
    },
  };
}
