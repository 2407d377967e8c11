import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  cardFaceOf,
  PENDING_ORDER_STATUSES,
  type CardFace,
  type FineChannelId,
  type OrderStatus,
} from '@topup/shared/contract';

/** An orders row. Money in cents, times in unix seconds. */
export interface OrderRow {
  order_id: string;
  client_rid: string;
  device_id: string;
  /** The logged-in payer, 0 without a login. */
  session_uid: number;
  /** The recipient (internal id). */
  to_uid: number;
  recharge_id: number;
  amount_cents: number;
  coins: number;
  pay_type: number;
  status: OrderStatus;
  /** 1 when the order pays with a card entered now (saved on success), 0 for a saved card or none. */
  new_card: 0 | 1;
  source_id: string | null;
  card_bin: string | null;
  card_last4: string | null;
  card_scheme: string | null;
  card_fingerprint: string | null;
  card_issuer_country: string | null;
  card_valid_date: string | null;
  /** The sandbox outcome class of the card (gateway/testCards.ts). */
  card_class: string | null;
  /** Why the gateway declined it (gateway/testCards.ts DeclineKind), null otherwise. */
  decline: string | null;
  fail_reason: string;
  fail_detail: string;
  err_code: string;
  err_summary: string;
  ext: string;
  return_path: string;
  /** The create call's answer (JSON), null while the first request is still working on it. */
  answer: string | null;
  created_at: number;
  updated_at: number;
  /** What the order pays for: coins for `to_uid`, or the ban fine of `to_uid` (orders/payables.ts). */
  payable: Payable;
  /** A fine's channel: the hosted page, a card, Apple Pay; null for coins. */
  channel: FineChannelId | null;
  /** A fine: the ban it pays (its end and fine when the order was made); null for coins. */
  ban_key: string | null;
  /** A fine: the page view it was made from (page_view_id_result); coins keep theirs in `ext`. */
  page_view_id: string | null;
  /** When the order was paid (ms); a fine's ban lifts a while after it. */
  paid_at_ms: number | null;
  /** A fine: when its ban was lifted (ms), null until then. */
  lifted_at_ms: number | null;
  /** A CVV-less repurchase: the order refused for funds that it repurchases (spec 01 §4), at most once. */
  repurchase_of: string | null;
}

/** What an order pays for. */
export type Payable = 'coin' | 'fine';

/** Who asks for an order: what the first insert writes. */
export interface OrderIdentity {
  orderId: string;
  clientRid: string;
  deviceId: string;
  sessionUid: number;
  toUid: number;
  rechargeId: number;
  payType: number;
  /** Where its life starts: with the server ('processing', the default) or waiting for its payer. */
  status?: 'processing' | 'redirect';
  /** Coins unless said. */
  payable?: Payable;
  /** A fine's: its channel, ban, page view, amount and where its payer comes back to. */
  fine?: {
    channel: FineChannelId;
    banKey: string;
    pageViewId: string | null;
    amountCents: number;
    returnPath: string;
  };
}

/** What the create call fills in once the request is accepted. */
export interface OrderDetails {
  amountCents: number;
  coins: number;
  ext: string;
  returnPath: string;
  card?: OrderCardFields;
}

/** The card an order pays with: its face, and where it comes from. */
export interface OrderCardFields extends CardFace {
  newCard: boolean;
  sourceId: string | null;
  cardClass: string;
}

/** The face of the card an order keeps in its card_* columns; null while it has none. */
export function orderCardFaceOf(order: OrderRow): CardFace | null {
  if (order.card_bin === null || order.card_last4 === null) return null;
  return {
    bin: order.card_bin,
    last4: order.card_last4,
    scheme: order.card_scheme ?? '',
    fingerprint: order.card_fingerprint ?? '',
    issuer_country: order.card_issuer_country ?? '',
    card_valid_date: order.card_valid_date ?? '',
  };
}

export interface OrderFailure {
  decline: string | null;
  failReason: string;
  failDetail: string;
  errCode: string;
  errSummary: string;
}

export interface OrderFilter {
  deviceId?: string;
  clientRid?: string;
  toUid?: number;
  payable?: Payable;
}

export interface OrderStore {
  /**
   * Inserts a new order, in 'processing' or waiting for its payer. Throws the SQLite constraint error when
   * (device, X-CLI-RID) already has one: that is how a repeated request finds the first (isDuplicateOrder).
   */
  insert(order: OrderIdentity, atS: number): void;
  fillDetails(orderId: string, details: OrderDetails): void;
  byId(orderId: string): OrderRow | undefined;
  byRid(deviceId: string, clientRid: string): OrderRow | undefined;
  /** Orders in one of these statuses (reconciliation reads every undecided one). */
  inStatus(statuses: readonly OrderStatus[]): OrderRow[];
  /** The ban's order that is open (undecided) or paid, if any: a ban has at most one. */
  openFineFor(toUid: number, banKey: string): OrderRow | undefined;
  /** The account's paid fine whose ban is not lifted yet. */
  fineToLift(toUid: number): OrderRow | undefined;
  /** Paid fines whose ban is not lifted yet, paid at or before this time (ms). */
  finesToLift(paidByMs: number): OrderRow[];
  /** Whether an order made from this page view is paid (page_view_id_result). */
  pageViewPaid(pageViewId: string, deviceId: string | null): boolean;
  setAnswer(orderId: string, answer: string): void;
  setCard(orderId: string, card: OrderCardFields, atS: number): boolean;
  setSourceId(orderId: string, sourceId: string): void;
  /** Marks the order a CVV-less repurchase of `refusedOrderId` (UNIQUE: one per refused order). */
  setRepurchaseOf(orderId: string, refusedOrderId: string): void;
  isCredited(orderId: string): boolean;
  /** spec 01 §3: a device that has paid (an order, or a recharge record) is no longer new (is_new_h5device). */
  deviceHasPaid(deviceId: string): boolean;
  /** spec 01 §6: an earlier paid order for the recipient from this device or by this logged-in user. */
  hasPaidFor(toUid: number, deviceId: string, sessionUid: number): boolean;
  /** Test mode. */
  list(filter: OrderFilter, limit: number): (OrderRow & { credited: 0 | 1 })[];
}

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
