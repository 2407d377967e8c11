import type { Migration } from './schema';

export const SECURITY_MIGRATIONS: readonly Migration[] = [
  {
    name: '023_security_reports',
    // DESIGN §13 (PCI DSS 11.6.1): what browsers report of the Content-Security-Policy, and the pages of a
    // file refused for its hash (server/src/security/reports.ts). Times in ms.
    sql: `
      CREATE TABLE security_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at_ms INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('csp', 'integrity')),
        document_url TEXT NOT NULL DEFAULT '',
        blocked_url TEXT NOT NULL DEFAULT '',
        directive TEXT NOT NULL DEFAULT '',
        detail TEXT NOT NULL DEFAULT ''
      );`,
  },
];
