import type { Database } from 'better-sqlite3';
import { SEED_ROOMS } from './seed';

/**
 * The room last_join_room reports. Sessions do not exist yet, so every caller gets the seeded
 * room (0 if it was removed), and `my_room_id` is 0 as for an anonymous visitor.
 */
export function lastJoinedRoom(db: Database): { room_id: number; my_room_id: number } {
  const row = db
    .prepare<[number], { room_id: number }>('SELECT room_id FROM live_rooms WHERE room_id = ?')
    .get(SEED_ROOMS.lastJoined.roomId);
  return { room_id: row?.room_id ?? 0, my_room_id: 0 };
}
