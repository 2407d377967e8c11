import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { cardFaceOf, PENDING_ORDER_STATUSES } from '@topup/shared/contract';
import type { OrderRow, OrderStore } from './orderTypes';

export { orderCardFaceOf } from './orderTypes';
export type {
  OrderCardFields,
  OrderDetails,
  OrderFailure,
  OrderFilter,
  OrderIdentity,
  OrderRow,
  OrderStore,
  Payable,
} from './orderTypes';

const COLUMNS = `order_id, client_rid, device_id, session_uid, to_uid, recharge_id, amount_cents, coins, pay_type,
  status, new_card, source_id, card_bin, card_last4, card_scheme, card_fingerprint, card_issuer_country,
  card_valid_date, card_class, decline, fail_reason, fail_detail, err_code, err_summary, ext, return_path,
  answer, created_at, updated_at, payable, channel, ban_key, page_view_id, paid_at_ms, lifted_at_ms,
  repurchase_of`;

const PENDING = PENDING_ORDER_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * "TP", the time in seconds and 9 random digits (21 characters, as long as the ids before): unique, and not
 * guessable from another order's id or from when it was made — about 30 random bits within one second
 * (the milliseconds and 6 digits before gave 20 within one millisecond, and a caller sees the second).
 */
export function newOrderId(nowMs: number): string {
  return `TP${Math.floor(nowMs / 1000)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * Whether an insert failed because (device, X-CLI-RID) already has an order. Read by shape, not with
 * instanceof: the driver's error class may come from another realm (a test runner's sandbox).
 */
export function isDuplicateOrder(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    /orders\.device_id, orders\.client_rid/.test(message)
  );
}

export function orderStore(db: Database): OrderStore {
  const insert = db.prepare(
    `INSERT INTO orders (order_id, client_rid, device_id, session_uid, to_uid, recharge_id, pay_type, status,
       payable, channel, ban_key, page_view_id, amount_cents, return_path, created_at, updated_at)
     VALUES (@orderId, @clientRid, @deviceId, @sessionUid, @toUid, @rechargeId, @payType, @status,
       @payable, @channel, @banKey, @pageViewId, @amountCents, @returnPath, @at, @at)`,
  );
  const fill = db.prepare(
    `UPDATE orders SET amount_cents = @amountCents, coins = @coins, ext = @ext, return_path = @returnPath
      WHERE order_id = @orderId`,
  );
  const setCard = db.prepare(
    `UPDATE orders SET new_card = @newCard, source_id = @sourceId, card_bin = @bin, card_last4 = @last4,
       card_scheme = @scheme, card_fingerprint = @fingerprint, card_issuer_country = @issuer_country,
       card_valid_date = @card_valid_date, card_class = @cardClass, updated_at = @at
      WHERE order_id = @orderId AND status IN (${PENDING})`,
  );
  const byId = db.prepare<[string], OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE order_id = ?`);
  const byRid = db.prepare<[string, string], OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE device_id = ? AND client_rid = ?`,
  );
  const inStatus = db.prepare<[string], OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE status IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const openFine = db.prepare<[number, string], OrderRow>(
    `SELECT ${COLUMNS} FROM orders
      WHERE payable = 'fine' AND to_uid = ? AND ban_key = ? AND status IN (${PENDING}, 'paid')`,
  );
  const fineToLift = db.prepare<[number], OrderRow>(
    `SELECT ${COLUMNS} FROM orders
      WHERE payable = 'fine' AND to_uid = ? AND status = 'paid' AND lifted_at_ms IS NULL`,
  );
  const finesToLift = db.prepare<[number], OrderRow>(
    `SELECT ${COLUMNS} FROM orders
      WHERE payable = 'fine' AND status = 'paid' AND lifted_at_ms IS NULL AND paid_at_ms <= ?`,
  );
  // a fine keeps its page view in its own column; a top-up in its ext, found among its device's orders
  const pageViewPaid = db.prepare<{ id: string; device: string | null }, { n: number }>(
    `SELECT 1 AS n FROM orders WHERE status = 'paid' AND (
       (payable = 'fine' AND page_view_id = @id) OR
       (payable = 'coin' AND device_id = @device AND json_extract(ext, '$.page_view_id') = @id))
     LIMIT 1`,
  );
  const setAnswer = db.prepare<[string, string]>('UPDATE orders SET answer = ? WHERE order_id = ?');
  const setSourceId = db.prepare<[string, string]>('UPDATE orders SET source_id = ? WHERE order_id = ?');
  const setRepurchaseOf = db.prepare<[string, string]>(
    'UPDATE orders SET repurchase_of = ? WHERE order_id = ?',
  );
  const credited = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM credits WHERE order_id = ?');
  // a paid order from the device, or a recharge record it made (records come from paid top-ups, also
  // the ones kept before this server stored orders)
  const deviceHasPaid = db.prepare<[string, string], { n: number }>(
    `SELECT 1 AS n FROM orders WHERE device_id = ? AND payable = 'coin' AND status = 'paid'
     UNION ALL SELECT 1 AS n FROM recharge_target_records WHERE h5_deviceid = ? AND fill_times > 0
     LIMIT 1`,
  );
  const hasPaidFor = db.prepare<{ to: number; device: string; owner: number }, { n: number }>(
    `SELECT 1 AS n FROM orders
      WHERE to_uid = @to AND payable = 'coin' AND status = 'paid'
        AND (device_id = @device OR (@owner <> 0 AND session_uid = @owner))
      LIMIT 1`,
  );

  return {
    insert: (o, at) => {
      insert.run({
        orderId: o.orderId,
        clientRid: o.clientRid,
        deviceId: o.deviceId,
        sessionUid: o.sessionUid,
        toUid: o.toUid,
        rechargeId: o.rechargeId,
        payType: o.payType,
        status: o.status ?? 'processing',
        payable: o.payable ?? 'coin',
        channel: o.fine?.channel ?? null,
        banKey: o.fine?.banKey ?? null,
        pageViewId: o.fine?.pageViewId ?? null,
        amountCents: o.fine?.amountCents ?? 0,
        returnPath: o.fine?.returnPath ?? '/pay',
        at,
      });
    },
    fillDetails(orderId, d) {
      fill.run({ orderId, amountCents: d.amountCents, coins: d.coins, ext: d.ext, returnPath: d.returnPath });
    },
    byId: (orderId) => byId.get(orderId),
    byRid: (deviceId, clientRid) => byRid.get(deviceId, clientRid),
    inStatus: (statuses) => inStatus.all(JSON.stringify(statuses)),
    openFineFor: (toUid, banKey) => openFine.get(toUid, banKey),
    fineToLift: (toUid) => fineToLift.get(toUid),
    finesToLift: (paidByMs) => finesToLift.all(paidByMs),
    pageViewPaid: (id, device) => pageViewPaid.get({ id, device }) !== undefined,
    setAnswer: (orderId, answer) => {
      setAnswer.run(answer, orderId);
    },
    setCard: (orderId, c, at) =>
      setCard.run({
        orderId,
        at,
        newCard: c.newCard ? 1 : 0,
        sourceId: c.sourceId,
        cardClass: c.cardClass,
        ...cardFaceOf(c),
      }).changes === 1,
    setSourceId: (orderId, sourceId) => {
      setSourceId.run(sourceId, orderId);
    },
    setRepurchaseOf: (orderId, refusedOrderId) => {
      setRepurchaseOf.run(refusedOrderId, orderId);
    },
    isCredited: (orderId) => credited.get(orderId) !== undefined,
    deviceHasPaid: (deviceId) => deviceHasPaid.get(deviceId, deviceId) !== undefined,
    hasPaidFor: (to, device, owner) => hasPaidFor.get({ to, device, owner }) !== undefined,
    list(filter, limit) {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (filter.deviceId !== undefined) {
        where.push('o.device_id = ?');
        args.push(filter.deviceId);
      }
      if (filter.clientRid !== undefined) {
        where.push('o.client_rid = ?');
        args.push(filter.clientRid);
      }
      if (filter.toUid !== undefined) {
        where.push('o.to_uid = ?');
        args.push(filter.toUid);
      }
      if (filter.payable !== undefined) {
        where.push('o.payable = ?');
        args.push(filter.payable);
      }
      const cols = COLUMNS.split(',')
        .map((c) => `o.${c.trim()}`)
        .join(', ');
      return db
        .prepare<(string | number)[], OrderRow & { credited: 0 | 1 }>(
          `SELECT ${cols}, (c.order_id IS NOT NULL) AS credited
             FROM orders o LEFT JOIN credits c ON c.order_id = o.order_id
            ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY o.id DESC LIMIT ?`,
        )
        .all(...args, limit);
    },
  };
}
