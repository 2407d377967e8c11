import type { Database } from 'better-sqlite3';
import type { AddEventParams } from '@topup/shared/contract';

/** Stores one analytics event (spec 02 §7 add_event); returns its row id. */
export function insertEvent(
  db: Database,
  event: AddEventParams,
  at: number = Math.floor(Date.now() / 1000),
): number {
  const result = db
    .prepare(
      `INSERT INTO events (event_name, uuid, version, str_param1, str_param2, str_param3, str_param4,
         int_param1, int_param2, int_param3, int_param4, created_at)
       VALUES (@event_name, @uuid, @version, @str_param1, @str_param2, @str_param3, @str_param4,
         @int_param1, @int_param2, @int_param3, @int_param4, @created_at)`,
    )
    .run({
      event_name: event.event_name,
      uuid: event.uuid ?? null,
      version: event.version ?? null,
      str_param1: event.str_param1 ?? null,
      str_param2: event.str_param2 ?? null,
      str_param3: event.str_param3 ?? null,
      str_param4: event.str_param4 ?? null,
      int_param1: event.int_param1 ?? null,
      int_param2: event.int_param2 ?? null,
      int_param3: event.int_param3 ?? null,
      int_param4: event.int_param4 ?? null,
      created_at: at,
    });
  return Number(result.lastInsertRowid);
}

/** Stores several events at once: all of them, or none when one fails. */
export function insertEvents(
  db: Database,
  events: readonly AddEventParams[],
  at: number = Math.floor(Date.now() / 1000),
): void {
  db.transaction(() => {
    for (const event of events) insertEvent(db, event, at);
  })();
}
