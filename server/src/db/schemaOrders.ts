import type { Migration } from './schema';

// DESIGN §12 "One payment pipeline": one order life for every payable. The ban fine's orders join the
// top-up's in `orders` (a `payable` of 'fine', its channel, the ban it pays, its page view, when it was paid
// and when its ban was lifted), so one store and one status machine (orders/orderLife.ts) decide both, and
// every transition is written in the order's history. The sandbox processor's record of a charge learns the
// 3-D Secure answer that decides it and when it was refunded, so that reconciliation can end every
// authorised charge with its order's effect or a refund.

export const ORDER_LIFE_MIGRATIONS: readonly Migration[] = [
  {
    name: '022_one_order_life',
    sql: `
      ALTER TABLE orders ADD COLUMN payable TEXT NOT NULL DEFAULT 'coin' CHECK (payable IN ('coin', 'fine'));
      ALTER TABLE orders ADD COLUMN channel TEXT
        CHECK (channel IS NULL OR channel IN ('hosted', 'card', 'apple_pay'));
      ALTER TABLE orders ADD COLUMN ban_key TEXT;
      ALTER TABLE orders ADD COLUMN page_view_id TEXT;
      ALTER TABLE orders ADD COLUMN paid_at_ms INTEGER;
      ALTER TABLE orders ADD COLUMN lifted_at_ms INTEGER;
      ALTER TABLE orders ADD COLUMN repurchase_of TEXT;
      INSERT INTO orders (order_id, client_rid, device_id, session_uid, to_uid, recharge_id, amount_cents, coins,
        pay_type, status, card_last4, decline, fail_reason, ext, return_path, answer, created_at, updated_at,
        payable, channel, ban_key, page_view_id, paid_at_ms, lifted_at_ms)
      SELECT f.order_id, f.client_rid, f.device_id, 0, f.uid, 0, f.amount_cents, 0,
        CASE f.channel WHEN 'card' THEN 23 WHEN 'apple_pay' THEN 26 ELSE 0 END,
        f.status, f.card_last4, f.decline, CASE f.status WHEN 'cancelled' THEN 'cancel' ELSE '' END, '{}',
        '/fines?uid=' || coalesce(u.display_uid, '') || '&fine_order=' || f.order_id, NULL,
        f.created_at_ms / 1000, coalesce(f.paid_at_ms, f.created_at_ms) / 1000,
        'fine', f.channel, f.ban_key, f.page_view_id, f.paid_at_ms, f.lifted_at_ms
        FROM fine_orders f LEFT JOIN users u ON u.uid = f.uid;
      DROP TABLE fine_orders;
      CREATE UNIQUE INDEX orders_fine_once ON orders(to_uid, ban_key)
        WHERE payable = 'fine' AND status IN ('redirect', 'processing', 'challenge', 'paid');
      CREATE INDEX orders_page_view ON orders(page_view_id);
      CREATE UNIQUE INDEX orders_repurchase_once ON orders(repurchase_of) WHERE repurchase_of IS NOT NULL;
      CREATE TABLE order_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        event TEXT NOT NULL,
        from_status TEXT,
        to_status TEXT,
        detail TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX order_events_order ON order_events(order_id, id);
      ALTER TABLE sandbox_charges ADD COLUMN authentication TEXT
        CHECK (authentication IS NULL OR authentication IN ('passed', 'failed'));
      ALTER TABLE sandbox_charges ADD COLUMN refunded_at_ms INTEGER;`,
  },
];
