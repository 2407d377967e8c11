import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  cardFaceOf,
  SANDBOX_TOKEN_PREFIX,
  SANDBOX_TOKEN_TTL_S,
  type CardFace,
  type SandboxToken,
} from '@topup/shared/contract';
import { serverSecret } from '../db/secrets';
import type { CheckedCard } from './cardInput';
import { isCardClass, type CardClass } from './testCards';

/** The sandbox's issuing bank, for every test card. */
export const SANDBOX_ISSUER = 'SANDBOX BANK';
export const SANDBOX_ISSUER_COUNTRY = 'SA';

/** A token row as an order reads it: the card's face and what the gateway keeps beside it. */
export interface StoredToken extends CardFace {
  token: string;
  cardClass: CardClass;
  issuer: string;
}

export type TokenLookup =
  { ok: true; token: StoredToken } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export interface TokenStore {
  /** Stores a token for a checked card (the number only as its fingerprint) and returns what the page gets. */
  create(card: CheckedCard, deviceId: string | undefined): SandboxToken;
  /** The card of a token, as long as it is unused and younger than 15 minutes. */
  peek(token: string): TokenLookup;
  /**
   * Marks the token used by the order; false when it is not usable any more. Call it inside the
   * transaction that creates the order, so a refused order gives the token back.
   */
  spend(token: string, orderId: string): boolean;
  /** The face of a checked card, as a token or an order keeps it (its fingerprint from this database's secret). */
  faceOf(card: CheckedCard): CardFace;
  /** The fingerprint of a card number: an HMAC with this database's own secret. */
  fingerprintOf(digits: string): string;
  /** Test mode: forgets the tokens made on one device, or all. */
  reset(deviceId?: string): number;
}

interface TokenRow extends CardFace {
  token: string;
  card_class: string;
  issuer: string;
  expires_at_ms: number;
  used_at_ms: number | null;
}

/** Expired tokens are kept a day (so a late use says "expired", not "unknown"), then purged. */
const PURGE_AFTER_MS = 24 * 3600 * 1000;

export function tokenStore(db: Database, now: () => number): TokenStore {
  const secret = serverSecret(db, 'card_fingerprint_hmac');
  const fingerprintOf = (digits: string): string =>
    createHmac('sha256', secret).update(digits).digest('hex').slice(0, 32);
  const faceOf = (card: CheckedCard): CardFace => ({
    bin: card.bin,
    last4: card.last4,
    scheme: card.scheme,
    fingerprint: fingerprintOf(card.digits),
    issuer_country: SANDBOX_ISSUER_COUNTRY,
    card_valid_date: card.cardValidDate,
  });

  const insert = db.prepare(
    `INSERT INTO sandbox_tokens (token, card_class, bin, last4, scheme, issuer, issuer_country, card_valid_date,
       fingerprint, device_id, created_at_ms, expires_at_ms)
     VALUES (@token, @cardClass, @bin, @last4, @scheme, @issuer, @issuer_country, @card_valid_date,
       @fingerprint, @deviceId, @createdAt, @expiresAt)`,
  );
  const purge = db.prepare<[number]>('DELETE FROM sandbox_tokens WHERE expires_at_ms < ?');
  const select = db.prepare<[string], TokenRow>(
    `SELECT token, card_class, bin, last4, scheme, issuer, issuer_country, card_valid_date, fingerprint,
            expires_at_ms, used_at_ms
       FROM sandbox_tokens WHERE token = ?`,
  );
  const markUsed = db.prepare<[number, string, string, number]>(
    `UPDATE sandbox_tokens SET used_at_ms = ?, used_by_order = ?
      WHERE token = ? AND used_at_ms IS NULL AND expires_at_ms > ?`,
  );

  return {
    create(card, deviceId) {
      const at = now();
      purge.run(at - PURGE_AFTER_MS);
      const token: SandboxToken = {
        token: `${SANDBOX_TOKEN_PREFIX}${randomBytes(16).toString('hex')}`,
        ...faceOf(card),
        issuer: SANDBOX_ISSUER,
      };
      insert.run({
        ...token,
        cardClass: card.cardClass,
        deviceId: deviceId ?? null,
        createdAt: at,
        expiresAt: at + SANDBOX_TOKEN_TTL_S * 1000,
      });
      return token;
    },
    peek(token) {
      const row = select.get(token);
      if (!row || !isCardClass(row.card_class)) return { ok: false, reason: 'unknown' };
      if (row.used_at_ms !== null) return { ok: false, reason: 'used' };
      if (row.expires_at_ms <= now()) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        token: { token: row.token, cardClass: row.card_class, issuer: row.issuer, ...cardFaceOf(row) },
      };
    },
    spend(token, orderId) {
      const at = now();
      return markUsed.run(at, orderId, token, at).changes === 1;
    },
    faceOf,
    fingerprintOf,
    reset(deviceId) {
      if (deviceId === undefined) return db.prepare('DELETE FROM sandbox_tokens').run().changes;
      return db.prepare<[string]>('DELETE FROM sandbox_tokens WHERE device_id = ?').run(deviceId).changes;
    },
  };
}
