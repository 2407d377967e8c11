import type { Migration } from './schema';

// The alert relay's record (README "Analytics", DESIGN §13): every storage-failure alert a page sent
// through POST /api/sys/alert/, the message the server wrote and what became of it. The rows are also the
// relay's rate limits (per device, and all devices together), counted over the last minutes; rows older
// than a week are dropped as new ones come. Never edit one that has shipped: add the next.
export const ALERT_MIGRATIONS: readonly Migration[] = [
  {
    name: '024_alerts',
    sql: `
      CREATE TABLE alerts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        device_id TEXT NOT NULL,
        text TEXT NOT NULL,
        delivery TEXT NOT NULL CHECK (delivery IN ('recorded', 'sending', 'sent', 'failed')),
        created_at_ms INTEGER NOT NULL
      );
      CREATE INDEX alerts_by_time ON alerts(created_at_ms);
      CREATE INDEX alerts_by_device ON alerts(device_id, created_at_ms);`,
  },
];
