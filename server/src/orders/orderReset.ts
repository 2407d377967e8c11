import type { Database } from 'better-sqlite3';
import { chargeLog } from '../gateway/chargeLog';
import { chargeReference } from '../gateway/gateway';
import { SEED_CARD_DEVICE, SEED_RECHARGE_RECORDS } from '../db/seed';

export interface OrderResetCounts {
  orders: number;
  credits: number;
  cards: number;
  tokens: number;
}

interface OrderToForget {
  order_id: string;
  to_uid: number;
  session_uid: number;
  credited: 0 | 1;
}

/**
 * Test mode (POST /__test/orders/reset): forgets the orders of one device, or of every device, and what
 * they did: each credit's recharge count and recharge record top-up is taken back (a seeded record gets
 * its seeded values again), the cards they saved, the gateway's record of their charges and the card
 * tokens made on the device are removed, and the seeded cards are put back as seeded (not deleted,
 * original expiry and remember flag).
 */
export function resetOrdersForTests(db: Database, deviceId?: string): OrderResetCounts {
  const byDevice = deviceId !== undefined;
  const run = db.transaction((): OrderResetCounts => {
    const forget = db
      .prepare<string[], OrderToForget>(
        `SELECT o.order_id, o.to_uid, o.session_uid, (c.order_id IS NOT NULL) AS credited
           FROM orders o LEFT JOIN credits c ON c.order_id = o.order_id
          ${byDevice ? 'WHERE o.device_id = ?' : ''}`,
      )
      .all(...(byDevice ? [deviceId] : []));
    const uncount = db.prepare<[number]>(
      'UPDATE users SET recharge_count = max(recharge_count - 1, 0) WHERE uid = ?',
    );
    const untopUp = db.prepare<[number, number]>(
      'UPDATE recharge_target_records SET fill_times = fill_times - 1 WHERE owner_uid = ? AND to_uid = ?',
    );
    const dropEmpty = db.prepare<[number, number]>(
      'DELETE FROM recharge_target_records WHERE owner_uid = ? AND to_uid = ? AND fill_times <= 0',
    );
    const restoreRecord = db.prepare(
      `INSERT INTO recharge_target_records
         (owner_uid, to_uid, h5_deviceid, fill_times, first_fill_time, last_fill_time)
       VALUES (@owner, @to, @device, @fill, @first, @last)
       ON CONFLICT (owner_uid, to_uid) DO UPDATE SET h5_deviceid = excluded.h5_deviceid,
         fill_times = excluded.fill_times, first_fill_time = excluded.first_fill_time,
         last_fill_time = excluded.last_fill_time`,
    );
    const seededRecords = Object.values(SEED_RECHARGE_RECORDS.records);
    let credits = 0;
    for (const o of forget) {
      if (o.credited !== 1) continue;
      credits += 1;
      uncount.run(o.to_uid);
      if (o.session_uid === 0) continue;
      const seeded =
        o.session_uid === SEED_RECHARGE_RECORDS.ownerUid
          ? seededRecords.find((r) => r.toUid === o.to_uid)
          : undefined;
      if (seeded) {
        restoreRecord.run({
          owner: SEED_RECHARGE_RECORDS.ownerUid,
          to: seeded.toUid,
          device: SEED_CARD_DEVICE.deviceId,
          fill: seeded.fillTimes,
          first: seeded.firstFillTime,
          last: seeded.lastFillTime,
        });
      } else {
        untopUp.run(o.session_uid, o.to_uid);
        dropEmpty.run(o.session_uid, o.to_uid);
      }
    }

    const seedIds = Object.values(SEED_CARD_DEVICE.cards).map((c) => c.sourceId);
    const notSeed = `source_id NOT IN (${seedIds.map(() => '?').join(', ')})`;
    const orderIds = forget.map((o) => o.order_id);
    let cards = 0;
    const dropByOrder = db.prepare(`DELETE FROM saved_cards WHERE order_id = ? AND ${notSeed}`);
    for (const id of orderIds) cards += dropByOrder.run(id, ...seedIds).changes;
    cards += db
      .prepare(`DELETE FROM saved_cards WHERE ${notSeed}${byDevice ? ' AND h5_deviceid = ?' : ''}`)
      .run(...seedIds, ...(byDevice ? [deviceId] : [])).changes;
    if (!byDevice || deviceId === SEED_CARD_DEVICE.deviceId) {
      const restoreCard = db.prepare(
        `UPDATE saved_cards SET deleted = 0, card_valid_date = @cardValidDate, is_bank_expire = @isBankExpire,
           is_remember = @isRemember, last_use_at = @lastUseAt, to_uid = @toUid, uid = 0, login = 0,
           card_class = @cardClass, ready_at_ms = 0
          WHERE source_id = @sourceId`,
      );
      for (const c of Object.values(SEED_CARD_DEVICE.cards))
        restoreCard.run({ ...c, toUid: SEED_CARD_DEVICE.toUid });
    }

    const delOrders = db.prepare<string[]>(`DELETE FROM orders ${byDevice ? 'WHERE device_id = ?' : ''}`);
    // credits go with their orders (ON DELETE CASCADE), but say so explicitly: foreign keys may be off
    const delCredit = db.prepare<[string]>('DELETE FROM credits WHERE order_id = ?');
    for (const id of orderIds) delCredit.run(id);
    const orders = delOrders.run(...(byDevice ? [deviceId] : [])).changes;
    chargeLog(db, Date.now).forget(orderIds.map((id) => chargeReference('order', id)));
    const tokens = db
      .prepare<string[]>(`DELETE FROM sandbox_tokens ${byDevice ? 'WHERE device_id = ?' : ''}`)
      .run(...(byDevice ? [deviceId] : [])).changes;
    return { orders, credits, cards, tokens };
  });
  return run.immediate();
}
