import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { SessionStore } from '../db/sessions';
import type { UserQueries } from '../db/users';
import type { Verification } from '../db/verification';
import type { OrderHolds } from '../orders/holds';
import type { Payments } from '../orders/payments';

/** What route modules share within one registerApi call (one per Fastify instance). */
export interface ApiContext {
  db: Database;
  users: UserQueries;
  sessions: SessionStore;
  verification: Verification;
  /** Orders, their settlement and saved cards, with the sandbox gateway that decides the payments. */
  payments: Payments;
  /** Test mode holds a device's order creation here (/__test/hold); nothing is held otherwise. */
  holds: OrderHolds;
  /** Milliseconds since the epoch: Date.now, or a test's clock. */
  now: () => number;
  /** The instance registerApi was called on: batch sub-requests go through all of its routes. */
  root: FastifyInstance;
  backupBaseUrls: readonly string[];
}
