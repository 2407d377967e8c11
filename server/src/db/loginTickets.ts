import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { LOGIN_TICKET_TTL_S } from '@topup/shared/contract/login';

// spec 02 §4: the app hands the page a ticket in its URL; ticket_login turns it into a session. A ticket
// signs in until it expires (a reload of the same URL is skipped by the page, which keeps the ticket).

export interface LoginTickets {
  issue(uid: number): string;
  /** The account of a ticket not yet expired, else null. */
  uidOf(ticket: string): number | null;
}

export function loginTicketStore(db: Database, now: () => number): LoginTickets {
  const insert = db.prepare<[string, number, number]>(
    'INSERT INTO login_tickets (ticket, uid, expires_at_ms) VALUES (?, ?, ?)',
  );
  const select = db.prepare<[string, number], { uid: number }>(
    'SELECT uid FROM login_tickets WHERE ticket = ? AND expires_at_ms > ?',
  );
  return {
    issue(uid) {
      const ticket = randomBytes(16).toString('hex');
      insert.run(ticket, uid, now() + LOGIN_TICKET_TTL_S * 1000);
      return ticket;
    },
    uidOf: (ticket) => select.get(ticket, now())?.uid ?? null,
  };
}
