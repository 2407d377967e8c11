import type { Database } from 'better-sqlite3';
import { isCardClass, type ChargeInput } from './testCards';

// The sandbox processor's memory: each charge it was asked for, under its reference (the order), with what
// decides it, the cardholder's 3-D Secure answer once given, and when it was refunded. A server that
// stopped while it waited for the processor's answer asks again by the reference; reconciliation reads
// every charge to end each authorised one with its order's effect or a refund. A real provider answers
// the same questions from its own records.

/** A charge as the processor received it. */
export interface LoggedCharge {
  reference: string;
  input: ChargeInput;
  requestedAtMs: number;
  /** When the money was given back; null while it is held. */
  refundedAtMs: number | null;
}

export interface ChargeLog {
  /**
   * Records the charge asked under `reference`, and returns the one that counts: the reference is the
   * charge's idempotency key, so a charge asked again (a repeated Apple Pay verification) keeps its first
   * request.
   */
  record(reference: string, input: ChargeInput): LoggedCharge;
  /** Records the cardholder's 3-D Secure answer on the charge; undefined when there is no such charge. */
  authenticate(reference: string, result: 'passed' | 'failed'): LoggedCharge | undefined;
  /** Gives the charge's money back, once; false when it was refunded already or never asked. */
  refund(reference: string): boolean;
  /** The charge asked under `reference`; undefined when the processor never received one. */
  find(reference: string): LoggedCharge | undefined;
  /** Every charge, oldest first (reconciliation). */
  all(): LoggedCharge[];
  /** Test mode: forgets the charges of these references. */
  forget(references: readonly string[]): void;
}

interface ChargeRow {
  reference: string;
  card_class: string;
  amount_cents: number;
  expired: 0 | 1;
  wallet: 0 | 1;
  authentication: 'passed' | 'failed' | null;
  requested_at_ms: number;
  refunded_at_ms: number | null;
}

const COLUMNS =
  'reference, card_class, amount_cents, expired, wallet, authentication, requested_at_ms, refunded_at_ms';

function chargeOf(row: ChargeRow | undefined): LoggedCharge | undefined {
  if (!row || !isCardClass(row.card_class)) return undefined;
  return {
    reference: row.reference,
    input: {
      cardClass: row.card_class,
      amountCents: row.amount_cents,
      expired: row.expired === 1,
      wallet: row.wallet === 1,
      ...(row.authentication ? { authentication: row.authentication } : {}),
    },
    requestedAtMs: row.requested_at_ms,
    refundedAtMs: row.refunded_at_ms,
  };
}

export function chargeLog(db: Database, now: () => number): ChargeLog {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO sandbox_charges (reference, card_class, amount_cents, expired, wallet, requested_at_ms)
     VALUES (@reference, @cardClass, @amountCents, @expired, @wallet, @at)`,
  );
  const select = db.prepare<[string], ChargeRow>(
    `SELECT ${COLUMNS} FROM sandbox_charges WHERE reference = ?`,
  );
  const selectAll = db.prepare<[], ChargeRow>(`SELECT ${COLUMNS} FROM sandbox_charges ORDER BY rowid`);
  // the first answer counts, as the charge itself: asked again, the processor keeps it
  const authenticate = db.prepare<[string, string]>(
    'UPDATE sandbox_charges SET authentication = ? WHERE reference = ? AND authentication IS NULL',
  );
  const refund = db.prepare<[number, string]>(
    'UPDATE sandbox_charges SET refunded_at_ms = ? WHERE reference = ? AND refunded_at_ms IS NULL',
  );
  const remove = db.prepare<[string]>('DELETE FROM sandbox_charges WHERE reference = ?');

  const find = (reference: string): LoggedCharge | undefined => chargeOf(select.get(reference));

  return {
    record(reference, input) {
      insert.run({
        reference,
        cardClass: input.cardClass,
        amountCents: input.amountCents,
        expired: input.expired ? 1 : 0,
        wallet: input.wallet ? 1 : 0,
        at: now(),
      });
      const logged = find(reference);
      if (!logged) throw new Error(`charge ${reference} not recorded`);
      return logged;
    },
    authenticate(reference, result) {
      authenticate.run(result, reference);
      return find(reference);
    },
    refund: (reference) => refund.run(now(), reference).changes === 1,
    find,
    all: () => selectAll.all().flatMap((row) => chargeOf(row) ?? []),
    forget(references) {
      for (const reference of references) remove.run(reference);
    },
  };
}
