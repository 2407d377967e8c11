import type { Database } from 'better-sqlite3';
import { isCardClass, type ChargeInput } from './testCards';

// The sandbox processor's memory (issue 2): each charge it was asked for, under its reference (the order),
// with what decides it. A server that stopped while it waited for the processor's answer asks again by
// the reference; a real provider answers the same question from its own records.

/** A charge as the processor received it. */
export interface LoggedCharge {
  input: ChargeInput;
  requestedAtMs: number;
}

export interface ChargeLog {
  /**
   * Records the charge asked under `reference`, and returns the one that counts: the reference is the
   * charge's idempotency key, so a charge asked again (a repeated Apple Pay verification) keeps its first
   * request.
   */
  record(reference: string, input: ChargeInput): LoggedCharge;
  /** The charge asked under `reference`; undefined when the processor never received one. */
  find(reference: string): LoggedCharge | undefined;
  /** Test mode: forgets the charges of these references. */
  forget(references: readonly string[]): void;
}

interface ChargeRow {
  card_class: string;
  amount_cents: number;
  expired: 0 | 1;
  wallet: 0 | 1;
  requested_at_ms: number;
}

export function chargeLog(db: Database, now: () => number): ChargeLog {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO sandbox_charges (reference, card_class, amount_cents, expired, wallet, requested_at_ms)
     VALUES (@reference, @cardClass, @amountCents, @expired, @wallet, @at)`,
  );
  const select = db.prepare<[string], ChargeRow>(
    'SELECT card_class, amount_cents, expired, wallet, requested_at_ms FROM sandbox_charges WHERE reference = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM sandbox_charges WHERE reference = ?');

  const find = (reference: string): LoggedCharge | undefined => {
    const row = select.get(reference);
    if (!row || !isCardClass(row.card_class)) return undefined;
    return {
      input: {
        cardClass: row.card_class,
        amountCents: row.amount_cents,
        expired: row.expired === 1,
        wallet: row.wallet === 1,
      },
      requestedAtMs: row.requested_at_ms,
    };
  };

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
    find,
    forget(references) {
      for (const reference of references) remove.run(reference);
    },
  };
}
