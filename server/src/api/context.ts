import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { UserQueries } from '../db/users';

/** What route modules share within one registerApi call (one per Fastify instance). */
export interface ApiContext {
  db: Database;
  users: UserQueries;
  /** The instance registerApi was called on: batch sub-requests go through all of its routes. */
  root: FastifyInstance;
  backupBaseUrls: readonly string[];
}
