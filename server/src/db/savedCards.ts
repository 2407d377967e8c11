import type { Database } from 'better-sqlite3';
import { cardFaceOf, type CardFace, type Flag, type SavedCard } from '@topup/shared/contract';

/** A saved_cards row: the contract's SavedCard and what the gateway keeps beside it. */
export interface SavedCardRow extends SavedCard {
  /** The sandbox outcome class of the test card it was saved from (gateway/testCards.ts). */
  card_class: string;
  /** Epoch ms from which the card may be read (a card saved by a payment is not readable at once). */
  ready_at_ms: number;
  /** The order that saved it; null for seeded cards. */
  order_id: string | null;
}

/** A card a payment saves (spec 01 §4): its face, and whose it is. */
export interface NewSavedCard extends CardFace {
  sourceId: string;
  deviceId: string;
  toUid: number;
  /** The logged-in payer, 0 without a login. */
  ownerUid: number;
  cardClass: string;
  orderId: string;
  /** Unix seconds. */
  lastUseAt: number;
  readyAtMs: number;
}

export interface SavedCardStore {
  /**
   * Cards not deleted and ready at `nowMs`, latest used first: the device's cards saved without logging
   * in, plus, when `ownerUid` is not 0, the owner's cards from any device.
   */
  list(deviceId: string, ownerUid: number, nowMs: number): SavedCard[];
  /** A card this device (or owner) may use, ready or not; undefined when unknown, deleted or someone else's. */
  visible(sourceId: string, deviceId: string, ownerUid: number): SavedCardRow | undefined;
  /** The card an order saved (deleted ones too). */
  byOrder(orderId: string): (SavedCardRow & { deleted: Flag }) | undefined;
  /** Saves a card not remembered yet: the page asks the user (spec 01 §4). */
  insert(card: NewSavedCard): void;
  /** A saved card paid again: latest use and the account it paid for. */
  touch(sourceId: string, lastUseAt: number, toUid: number): void;
  /** A new validity date (clears is_bank_expire) and, when given, the remember flag. */
  updateExpiry(sourceId: string, cardValidDate: string, isRemember: Flag | undefined): void;
  setRemember(sourceId: string, isRemember: Flag): void;
  /** Soft-deletes every card with this fingerprint the device (or owner) sees; returns how many. */
  deleteByFingerprint(fingerprint: string, deviceId: string, ownerUid: number): number;
  /** The contract's view of a row. */
  toSavedCard(row: SavedCardRow): SavedCard;
}

const CARD_COLUMNS = `source_id, bin, last4, scheme, fingerprint, issuer_country, card_valid_date, is_bank_expire,
  is_remember, last_use_at, h5_deviceid, to_uid, uid, login`;
const ROW_COLUMNS = `${CARD_COLUMNS}, card_class, ready_at_ms, order_id`;

/** Which cards a browser sees: the device's cards saved without a login, and the logged-in owner's own. */
const VISIBLE = '((h5_deviceid = @device AND uid = 0) OR (@owner <> 0 AND uid = @owner))';

export function savedCardStore(db: Database): SavedCardStore {
  const select = db.prepare<{ device: string; owner: number; now: number }, SavedCard>(
    `SELECT ${CARD_COLUMNS}
       FROM saved_cards
      WHERE deleted = 0 AND ready_at_ms <= @now AND ${VISIBLE}
      ORDER BY last_use_at DESC, id DESC`,
  );
  const visible = db.prepare<{ source: string; device: string; owner: number }, SavedCardRow>(
    `SELECT ${ROW_COLUMNS} FROM saved_cards WHERE source_id = @source AND deleted = 0 AND ${VISIBLE}`,
  );
  const byOrder = db.prepare<[string], SavedCardRow & { deleted: Flag }>(
    `SELECT ${ROW_COLUMNS}, deleted FROM saved_cards WHERE order_id = ? ORDER BY id DESC LIMIT 1`,
  );
  const insert = db.prepare(
    `INSERT INTO saved_cards (source_id, bin, last4, scheme, fingerprint, issuer_country, card_valid_date,
       is_bank_expire, is_remember, last_use_at, h5_deviceid, to_uid, uid, login, deleted, created_at,
       ready_at_ms, card_class, order_id)
     VALUES (@sourceId, @bin, @last4, @scheme, @fingerprint, @issuer_country, @card_valid_date, 0, 0, @lastUseAt,
       @deviceId, @toUid, @ownerUid, @login, 0, @lastUseAt, @readyAtMs, @cardClass, @orderId)`,
  );
  const touch = db.prepare<[number, number, string]>(
    'UPDATE saved_cards SET last_use_at = max(last_use_at, ?), to_uid = ? WHERE source_id = ?',
  );
  const updateExpiry = db.prepare<{ source: string; date: string; remember: number | null }>(
    `UPDATE saved_cards SET card_valid_date = @date, is_bank_expire = 0,
       is_remember = coalesce(@remember, is_remember)
      WHERE source_id = @source`,
  );
  const setRemember = db.prepare<[number, string]>(
    'UPDATE saved_cards SET is_remember = ? WHERE source_id = ?',
  );
  const deleteByFingerprint = db.prepare<{ fingerprint: string; device: string; owner: number }>(
    `UPDATE saved_cards SET deleted = 1 WHERE fingerprint = @fingerprint AND deleted = 0 AND ${VISIBLE}`,
  );

  return {
    list: (device, owner, now) => select.all({ device, owner, now }),
    visible: (source, device, owner) => visible.get({ source, device, owner }),
    byOrder: (orderId) => byOrder.get(orderId),
    insert(card) {
      insert.run({ ...card, login: card.ownerUid === 0 ? 0 : 1 });
    },
    touch(sourceId, lastUseAt, toUid) {
      touch.run(lastUseAt, toUid, sourceId);
    },
    updateExpiry(source, date, remember) {
      updateExpiry.run({ source, date, remember: remember ?? null });
    },
    setRemember(sourceId, isRemember) {
      setRemember.run(isRemember, sourceId);
    },
    deleteByFingerprint: (fingerprint, device, owner) =>
      deleteByFingerprint.run({ fingerprint, device, owner }).changes,
    toSavedCard: (row) => ({
      source_id: row.source_id,
      ...cardFaceOf(row),
      is_bank_expire: row.is_bank_expire,
      is_remember: row.is_remember,
      last_use_at: row.last_use_at,
      h5_deviceid: row.h5_deviceid,
      to_uid: row.to_uid,
      uid: row.uid,
      login: row.login,
    }),
  };
}
