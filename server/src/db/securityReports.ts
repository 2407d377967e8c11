import type { Database } from 'better-sqlite3';
import type { SecurityReport } from '@topup/shared/contract/securityReport';

// DESIGN §13 (PCI DSS 11.6.1): the security reports the contract server keeps (api/sys/securityReports.ts).

/** A report as it is written: what happened where, and its detail (JSON text). */
export type NewSecurityReport = Omit<SecurityReport, 'id' | 'received_at'>;

/** The most kept: the oldest go first. */
export const KEPT_REPORTS = 1000;

export function securityReportStore(db: Database, now: () => number) {
  const insert = db.prepare(
    `INSERT INTO security_reports (received_at_ms, kind, document_url, blocked_url, directive, detail)
     VALUES (@at, @kind, @document_url, @blocked_url, @directive, @detail)`,
  );
  const trim = db.prepare(
    `DELETE FROM security_reports WHERE id <= (SELECT max(id) FROM security_reports) - ${KEPT_REPORTS}`,
  );
  const newest = db.prepare<[number], SecurityReport>(
    `SELECT id, received_at_ms AS received_at, kind, document_url, blocked_url, directive, detail
       FROM security_reports ORDER BY id DESC LIMIT ?`,
  );
  const since = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM security_reports WHERE received_at_ms > ?',
  );
  const add = db.transaction((reports: readonly NewSecurityReport[]) => {
    const at = now();
    for (const r of reports) insert.run({ ...r, at });
    trim.run();
  });
  return {
    add: (reports: readonly NewSecurityReport[]) => add.immediate(reports),
    newest: (limit: number) => newest.all(limit),
    /** How many were received after this time (ms): the rate limit. */
    receivedSince: (ms: number) => since.get(ms)?.n ?? 0,
  };
}
