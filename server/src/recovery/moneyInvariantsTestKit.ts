import type { Database } from 'better-sqlite3';
import { chargeLog } from '../gateway/chargeLog';
import { orderIdOfReference } from '../gateway/gateway';
import { decideCharge } from '../gateway/testCards';
import type { MoneyWorld } from './moneyWorldTestKit';

// What must hold at the end of every story the money model tells, after every answer came and a last
// reconciliation ran (DESIGN §12): each line returned names a broken rule and the order it broke on.
// - every authorised charge ended with its effect (coins credited, the ban lifted) or was refunded, never
//   both, never neither;
// - a paid order holds exactly one authorised charge that was not refunded; nothing is credited twice, and
//   nothing is credited for an order that is not paid;
// - every order ended: paid, failed or cancelled;
// - a ban is paid at most once;
// - an order a cancel was told was being charged did not end cancelled, unless its processor then asked for
//   3-D Secure (the order then waits for its payer again, who may leave it);
// - a CVV-less repurchase exists only bound to the device's order refused for funds: the same recipient and
//   card, a tier no higher, once.

interface OrderView {
  order_id: string;
  client_rid: string;
  device_id: string;
  payable: 'coin' | 'fine';
  status: string;
  to_uid: number;
  source_id: string | null;
  amount_cents: number;
  ban_key: string | null;
  lifted_at_ms: number | null;
  repurchase_of: string | null;
  decline: string | null;
}

export function moneyViolations(db: Database, world: MoneyWorld): string[] {
  const problems: string[] = [];
  const ours = new Set(world.started.map((s) => `${s.device}:${s.rid}`));
  const orders = db
    .prepare<[], OrderView>(
      `SELECT order_id, client_rid, device_id, payable, status, to_uid, source_id, amount_cents, ban_key,
         lifted_at_ms, repurchase_of, decline FROM orders`,
    )
    .all()
    .filter((o) => ours.has(`${o.device_id}:${o.client_rid}`));
  const byId = new Map(orders.map((o) => [o.order_id, o]));
  const credits = new Map(
    db
      .prepare<[], { order_id: string; n: number }>(
        'SELECT order_id, COUNT(*) AS n FROM credits GROUP BY order_id',
      )
      .all()
      .map((c) => [c.order_id, c.n]),
  );
  const held = new Map<string, number>();
  const challenged = new Set(
    db.prepare<[], string>("SELECT order_id FROM order_events WHERE event = 'challenge'").pluck().all(),
  );

  for (const charge of chargeLog(db, Date.now).all()) {
    const order = byId.get(orderIdOfReference(charge.reference));
    if (!order || decideCharge(charge.input).kind !== 'authorised') continue;
    const refunded = charge.refundedAtMs !== null;
    if (order.status === 'paid' && refunded)
      problems.push(`${order.order_id}: paid, and its charge refunded`);
    if (order.status !== 'paid' && !refunded)
      problems.push(`${order.order_id}: ${order.status} with its charge authorised and kept`);
    if (!refunded) held.set(order.order_id, (held.get(order.order_id) ?? 0) + 1);
  }

  const paidBans = new Map<string, number>();
  for (const o of orders) {
    if (!['paid', 'failed', 'cancelled'].includes(o.status))
      problems.push(`${o.order_id}: never ended (${o.status})`);
    const credited = credits.get(o.order_id) ?? 0;
    if (o.status === 'paid' && held.get(o.order_id) !== 1)
      problems.push(`${o.order_id}: paid, holding ${held.get(o.order_id) ?? 0} charges`);
    if (o.payable === 'coin' && credited !== (o.status === 'paid' ? 1 : 0))
      problems.push(`${o.order_id}: ${o.status}, credited ${credited} times`);
    if (o.payable === 'fine' && o.status === 'paid') {
      if (o.lifted_at_ms === null) problems.push(`${o.order_id}: a paid fine whose ban was never lifted`);
      const ban = `${o.to_uid}:${o.ban_key}`;
      paidBans.set(ban, (paidBans.get(ban) ?? 0) + 1);
    }
    if (world.toldBeingCharged.has(o.order_id) && o.status === 'cancelled' && !challenged.has(o.order_id))
      problems.push(`${o.order_id}: told "being charged", then cancelled`);
  }
  for (const [ban, n] of paidBans) if (n > 1) problems.push(`ban ${ban}: paid ${n} times`);

  for (const s of world.started.filter((x) => x.repurchase)) {
    const o = orders.find((x) => x.device_id === s.device && x.client_rid === s.rid);
    if (!o) continue;
    const refused = o.repurchase_of === null ? undefined : byId.get(o.repurchase_of);
    const bound =
      refused !== undefined &&
      refused.device_id === o.device_id &&
      refused.to_uid === o.to_uid &&
      refused.source_id === o.source_id &&
      refused.amount_cents >= o.amount_cents &&
      refused.status === 'failed' &&
      refused.decline === 'insufficientFunds' &&
      refused.repurchase_of === null &&
      orders.filter((x) => x.repurchase_of === refused.order_id).length === 1;
    if (!bound) problems.push(`${o.order_id}: a CVV-less repurchase not bound to one refusal for funds`);
  }
  return problems;
}
