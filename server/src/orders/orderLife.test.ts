import type { Database } from 'better-sqlite3';
import { ORDER_STATUSES, type OrderStatus } from '@topup/shared/contract';
import { openDatabase } from '../db';
import { newOrderId, orderStore } from '../db/orders';
import { SEED_ACCOUNTS } from '../db/seed';
import { isFinal, ORDER_LIFE, orderLife, type OrderEvent, type PayableEffects } from './orderLife';

// DESIGN §12: one status machine for every order. Each event moves an order only from the statuses it
// names, with its history line and, when paid, the payable's effect, all in one transaction.

const EVENTS = Object.keys(ORDER_LIFE) as OrderEvent[];

describe('the order life (one status machine for coins and fines)', () => {
  let db: Database;
  let effects: { paid: string[]; failed: string[] };
  const spy: PayableEffects = {
    paid: (order) => effects.paid.push(order.order_id),
    failed: (order) => effects.failed.push(order.order_id),
  };
  beforeEach(() => {
    db = openDatabase(':memory:');
    effects = { paid: [], failed: [] };
  });
  afterEach(() => db.close());

  /** An order put straight into `status` (the machine itself is what is under test). */
  function orderIn(status: OrderStatus): string {
    const orderId = newOrderId(Date.now());
    orderStore(db).insert(
      {
        orderId,
        clientRid: `rid-${orderId}`,
        deviceId: 'a'.repeat(32),
        sessionUid: 0,
        toUid: SEED_ACCOUNTS.normal.uid,
        rechargeId: 40023,
        payType: 23,
      },
      0,
    );
    db.prepare('UPDATE orders SET status = ? WHERE order_id = ?').run(status, orderId);
    return orderId;
  }

  it.each(EVENTS.flatMap((event) => ORDER_STATUSES.map((status) => [event, status] as const)))(
    '%s from %s: moves only when the event names that status, with its history line',
    (event, status) => {
      const life = orderLife(db, () => 1_000, spy);
      const orderId = orderIn(status);
      const allowed = ORDER_LIFE[event].from.includes(status);
      expect(life.apply(orderId, event)).toBe(allowed);
      const after = db.prepare('SELECT status FROM orders WHERE order_id = ?').pluck().get(orderId);
      expect(after).toBe(allowed ? ORDER_LIFE[event].to : status);
      expect(life.history(orderId)).toEqual(
        allowed
          ? [{ order_id: orderId, at_ms: 1_000, event, from_status: status, to_status: after, detail: '' }]
          : [],
      );
      expect(effects.paid).toEqual(allowed && event === 'pay' ? [orderId] : []);
      expect(effects.failed).toEqual(allowed && event === 'fail' ? [orderId] : []);
    },
  );

  it('ends in paid, failed and cancelled only, and no event leaves them', () => {
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['paid', 'failed', 'cancelled']);
    for (const t of Object.values(ORDER_LIFE)) expect(t.from.some(isFinal)).toBe(false);
  });

  it('cannot cancel, replace or expire an order being charged: only its processor ends it', () => {
    for (const event of ['cancel', 'expire'] as const)
      expect(ORDER_LIFE[event].from).not.toContain('processing');
    const ends = EVENTS.filter((e) => ORDER_LIFE[e].from.includes('processing')).map((e) => ORDER_LIFE[e].to);
    expect(ends.sort()).toEqual(['challenge', 'failed', 'paid']);
  });

  it('writes the fail columns with the move, and rolls everything back when the effect throws', () => {
    const failing = orderLife(db, () => 2_000, {
      paid: () => {
        throw new Error('effect failed');
      },
      failed: () => undefined,
    });
    const paid = orderIn('processing');
    expect(() => failing.apply(paid, 'pay')).toThrow('effect failed');
    expect(db.prepare('SELECT status, paid_at_ms FROM orders WHERE order_id = ?').get(paid)).toEqual({
      status: 'processing',
      paid_at_ms: null,
    });
    expect(failing.history(paid)).toEqual([]);

    const failed = orderIn('processing');
    const failure = {
      decline: 'generic',
      failReason: 'do_not_honour',
      failDetail: 'x',
      errCode: '20005',
      errSummary: 'y',
    };
    expect(failing.apply(failed, 'fail', { failure, detail: 'declined' })).toBe(true);
    expect(
      db.prepare('SELECT status, decline, fail_reason, err_code FROM orders WHERE order_id = ?').get(failed),
    ).toEqual({ status: 'failed', decline: 'generic', fail_reason: 'do_not_honour', err_code: '20005' });
    expect(failing.history(failed)[0]).toMatchObject({ event: 'fail', detail: 'declined' });
  });

  it('notes what changes no status (a refund) in the same history', () => {
    const life = orderLife(db, () => 3_000, spy);
    const orderId = orderIn('cancelled');
    life.note(orderId, 'refunded', 'the charge came back to an order cancelled');
    expect(life.history(orderId)).toEqual([
      {
        order_id: orderId,
        at_ms: 3_000,
        event: 'refunded',
        from_status: null,
        to_status: null,
        detail: 'the charge came back to an order cancelled',
      },
    ]);
  });
});
