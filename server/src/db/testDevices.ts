import type { Database } from 'better-sqlite3';
import { SEED_CARD_DEVICE, SEED_CREATED_AT } from './seed';

/** The source id of a seed card's copy on a test device: the same kind (card-checkout "src_" or not). */
export const copiedSourceId = (seedSourceId: string, deviceId: string) => `${seedSourceId}_${deviceId}`;

/**
 * Test mode (POST /__test/device): gives a device its own copies of the seed device's saved cards, as
 * seeded (same numbers, expiry, remember flag, order of use and outcome), so a browser test may delete or
 * update them without touching another test's. Copies already there are put back as seeded.
 */
export function copySeedCards(db: Database, deviceId: string): { source_id: string; last4: string }[] {
  const upsert = db.prepare(`INSERT INTO saved_cards
    (source_id, bin, last4, scheme, fingerprint, issuer_country, card_valid_date, is_bank_expire,
     is_remember, last_use_at, h5_deviceid, to_uid, uid, login, deleted, created_at, card_class, ready_at_ms)
    VALUES (@sourceId, @bin, @last4, @scheme, @fingerprint, @issuerCountry, @cardValidDate, @isBankExpire,
     @isRemember, @lastUseAt, @deviceId, @toUid, 0, 0, 0, @createdAt, @cardClass, 0)
    ON CONFLICT (source_id) DO UPDATE SET card_valid_date = excluded.card_valid_date,
      is_bank_expire = excluded.is_bank_expire, is_remember = excluded.is_remember,
      last_use_at = excluded.last_use_at, deleted = 0, ready_at_ms = 0`);
  return db.transaction(() =>
    Object.values(SEED_CARD_DEVICE.cards).map((c) => {
      const sourceId = copiedSourceId(c.sourceId, deviceId);
      upsert.run({
        ...c,
        sourceId,
        deviceId,
        toUid: SEED_CARD_DEVICE.toUid,
        createdAt: SEED_CREATED_AT,
      });
      return { source_id: sourceId, last4: c.last4 };
    }),
  )();
}

/** Test mode: the device counts as having verified the recipient with a code (spec 01 §4). */
export function markDeviceVerified(db: Database, deviceId: string, uid: number): void {
  db.prepare('INSERT OR REPLACE INTO verified_recipients (device_id, uid, verified_at) VALUES (?, ?, ?)').run(
    deviceId,
    uid,
    Math.floor(Date.now() / 1000),
  );
}
