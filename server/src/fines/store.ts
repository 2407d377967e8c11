import type { Database } from 'better-sqlite3';
import { newOrderId } from '../db/orders';
import type { UserRow } from '../db/users';
import type { FineChannelId } from '@topup/shared/contract';
import type { Decision } from '../gateway/testCards';

// spec 02 §4: fine orders, and the ban lifted a while after its fine is paid.

/** The fine's channels: one definition for the page and the server (issue 33). */
export type { FineChannelId };

/** The statuses that hold the ban's one order: nobody may start another while one of these stands. */
const OPEN = "('redirect', 'processing', 'challenge', 'paid')";
/** Not decided yet: the payer may still pay, fail or cancel. */
const UNDECIDED = "('redirect', 'processing', 'challenge')";

export interface FineOrderRow {
  order_id: string;
  client_rid: string;
  device_id: string;
  uid: number;
  ban_key: string;
  amount_cents: number;
  channel: FineChannelId;
  /** redirect: on the hosted page, or Apple Pay's sheet; processing: the card being charged; challenge: at 3-D Secure */
  status: 'redirect' | 'processing' | 'challenge' | 'paid' | 'failed' | 'cancelled';
  /** The gateway's decline of a failed card order. */
  decline: string | null;
  card_last4: string | null;
  page_view_id: string | null;
  created_at_ms: number;
  paid_at_ms: number | null;
  lifted_at_ms: number | null;
}

/** The ban an order pays: its end (or permanent) and its fine, as they were when the order was made. */
export const banKeyOf = (user: Pick<UserRow, 'ban_until' | 'fine_cents'>): string =>
  `${user.ban_until ?? 'permanent'}:${user.fine_cents ?? 0}`;

export interface NewFineOrder {
  rid: string;
  deviceId: string;
  user: UserRow;
  pageViewId: string | null;
  channel?: FineChannelId;
  cardLast4?: string;
}

export function fineStore(db: Database, now: () => number) {
  const byId = db.prepare<[string], FineOrderRow>('SELECT * FROM fine_orders WHERE order_id = ?');
  const byRid = db.prepare<[string, string], FineOrderRow>(
    'SELECT * FROM fine_orders WHERE device_id = ? AND client_rid = ?',
  );
  const openFor = db.prepare<[number, string], FineOrderRow>(
    `SELECT * FROM fine_orders WHERE uid = ? AND ban_key = ? AND status IN ${OPEN}`,
  );
  const insert = db.prepare(
    `INSERT INTO fine_orders (order_id, client_rid, device_id, uid, ban_key, amount_cents, channel, status,
       card_last4, page_view_id, created_at_ms)
     VALUES (@order_id, @client_rid, @device_id, @uid, @ban_key, @amount_cents, @channel, @status,
       @card_last4, @page_view_id, @created_at_ms)`,
  );
  const paid = db.prepare(
    `UPDATE fine_orders SET status = 'paid', paid_at_ms = ? WHERE order_id = ? AND status IN ${UNDECIDED}`,
  );
  const failed = db.prepare(
    `UPDATE fine_orders SET status = 'failed', decline = ? WHERE order_id = ? AND status IN ${UNDECIDED}`,
  );
  const challenge = db.prepare(
    "UPDATE fine_orders SET status = 'challenge' WHERE order_id = ? AND status = 'processing'",
  );
  const cancelled = db.prepare(
    "UPDATE fine_orders SET status = 'cancelled' WHERE order_id = ? AND status IN ('redirect', 'challenge')",
  );
  const pendingOf = db.prepare<[number], FineOrderRow>(
    "SELECT * FROM fine_orders WHERE uid = ? AND status = 'paid' AND lifted_at_ms IS NULL",
  );
  const lift = db.transaction((order: FineOrderRow, at: number) => {
    db.prepare('UPDATE fine_orders SET lifted_at_ms = ? WHERE order_id = ?').run(at, order.order_id);
    db.prepare('UPDATE users SET status = 0, ban_until = NULL, fine_cents = NULL WHERE uid = ?').run(
      order.uid,
    );
  });
  function create(input: NewFineOrder): FineOrderRow {
    const order_id = newOrderId(now());
    const channel = input.channel ?? 'hosted';
    insert.run({
      order_id,
      client_rid: input.rid,
      device_id: input.deviceId,
      uid: input.user.uid,
      ban_key: banKeyOf(input.user),
      amount_cents: input.user.fine_cents ?? 0,
      channel,
      status: channel === 'card' ? 'processing' : 'redirect',
      card_last4: input.cardLast4 ?? null,
      page_view_id: input.pageViewId,
      created_at_ms: now(),
    });
    const row = byId.get(order_id);
    if (!row) throw new Error('fine order vanished');
    return row;
  }
  /**
   * Cancels the unfinished order the new one replaces (if any) and makes the new one, in one transaction
   * with `within` (a card token spent for it), so a ban never has two open orders.
   */
  const replaceAndCreate = db.transaction(
    (input: NewFineOrder, replaces: FineOrderRow | undefined, within?: (order: FineOrderRow) => void) => {
      if (replaces) cancelled.run(replaces.order_id);
      const order = create(input);
      within?.(order);
      return order;
    },
  );
  const charging = db.prepare<[], FineOrderRow>(
    "SELECT * FROM fine_orders WHERE status IN ('processing', 'redirect') AND channel IN ('card', 'apple_pay')",
  );
  const paidForPageView = db.prepare<[string], { n: number }>(
    "SELECT COUNT(*) AS n FROM fine_orders WHERE page_view_id = ? AND status = 'paid'",
  );
  return {
    byId: (orderId: string) => byId.get(orderId),
    byRid: (deviceId: string, rid: string) => byRid.get(deviceId, rid),
    /** The order already open or paid for this ban, if any. */
    openFor: (user: UserRow) => openFor.get(user.uid, banKeyOf(user)),
    create,
    replaceAndCreate: (input: NewFineOrder, replaces?: FineOrderRow, within?: (o: FineOrderRow) => void) =>
      replaceAndCreate.immediate(input, replaces, within),
    markPaid: (orderId: string) => paid.run(now(), orderId).changes === 1,
    markFailed: (orderId: string, decline: string) => failed.run(decline, orderId).changes === 1,
    markCancelled: (orderId: string) => cancelled.run(orderId).changes === 1,
    /** The gateway's decision on an undecided order: paid, at 3-D Secure (while charging), or failed. */
    settle(orderId: string, decision: Decision): FineOrderRow | undefined {
      if (decision.kind === 'authorised') paid.run(now(), orderId);
      else if (decision.kind === 'challenge') challenge.run(orderId);
      else failed.run(decision.decline, orderId);
      return byId.get(orderId);
    },
    /** Orders a charge may have been asked for: being charged, or (Apple Pay) waiting for the token. */
    charging: () => charging.all(),
    /** The paid order whose ban is not lifted yet. */
    pending: (uid: number) => pendingOf.get(uid),
    lift: (order: FineOrderRow) => lift(order, now()),
    pageViewPaid: (pageViewId: string) => (paidForPageView.get(pageViewId)?.n ?? 0) > 0,
  };
}
export type FineStore = ReturnType<typeof fineStore>;
