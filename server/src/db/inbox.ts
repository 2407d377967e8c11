import type { Database } from 'better-sqlite3';

export interface InboxRow {
  body: string;
  /** Unix seconds. */
  created_at: number;
}

/** The in-app inbox of each account: where verification codes are delivered (spec 01 §6). */
export interface Inbox {
  deliver(uid: number, body: string, createdAt: number): void;
  /** Latest first. */
  latest(uid: number, limit: number): InboxRow[];
}

export function inbox(db: Database): Inbox {
  const insert = db.prepare<[number, string, number]>(
    'INSERT INTO inbox_messages (uid, body, created_at) VALUES (?, ?, ?)',
  );
  const select = db.prepare<[number, number], InboxRow>(
    'SELECT body, created_at FROM inbox_messages WHERE uid = ? ORDER BY id DESC LIMIT ?',
  );
  return {
    deliver: (uid, body, createdAt) => void insert.run(uid, body, createdAt),
    latest: (uid, limit) => select.all(uid, limit),
  };
}
