import type { Database } from 'better-sqlite3';
import type { PayGroup, Tier } from '@topup/shared/contract';

interface TierMethodRow {
  tier_id: number;
  amount_cents: number;
  origin_coin: number;
  extra_coin: number;
  icon: string;
  recommended: number;
  display_name: string | null;
  sub_type: number | null;
  recharge_id: number | null;
}

export interface TierList {
  /** Sorted by amount, ascending. */
  tiers: Tier[];
  /** Amounts (USD) of the tiers marked recommended. */
  recommended: number[];
}

/** Reads tiers and their payment display groups in display order, grouped in one pass. */
export function readTiers(db: Database): TierList {
  const rows = db
    .prepare<[], TierMethodRow>(
      `SELECT t.id AS tier_id, t.amount_cents, t.origin_coin, t.extra_coin, t.icon, t.recommended,
              m.display_name, m.sub_type, m.recharge_id
         FROM recharge_tiers t
         LEFT JOIN pay_methods m ON m.tier_id = t.id
        ORDER BY t.amount_cents, m.group_order, m.method_order`,
    )
    .all();
  const tiers: Tier[] = [];
  const recommended: number[] = [];
  let current: { id: number; tier: Tier } | undefined;
  for (const row of rows) {
    if (current?.id !== row.tier_id) {
      const amount = row.amount_cents / 100;
      current = {
        id: row.tier_id,
        tier: {
          amount,
          coin: row.origin_coin + row.extra_coin,
          icon: row.icon,
          extra_coin: row.extra_coin,
          origin_coin: row.origin_coin,
          pay_list: [],
        },
      };
      tiers.push(current.tier);
      if (row.recommended === 1) recommended.push(amount);
    }
    if (row.display_name === null || row.sub_type === null || row.recharge_id === null) continue;
    const groups = current.tier.pay_list;
    let group: PayGroup | undefined = groups[groups.length - 1];
    if (group?.displayName !== row.display_name) {
      group = { displayName: row.display_name, methods: [] };
      groups.push(group);
    }
    group.methods.push({ subType: row.sub_type, recharge_id: row.recharge_id });
  }
  return { tiers, recommended };
}

/** One way to pay one tier (a pay_methods row with its tier's price). */
export interface PayMethodRow {
  recharge_id: number;
  sub_type: number;
  amount_cents: number;
  /** origin_coin + extra_coin: what the recipient receives. */
  coins: number;
}

/** Looks up the method an order names by recharge_id (spec 01 §3). */
export function payMethodQuery(db: Database): (rechargeId: number) => PayMethodRow | undefined {
  const select = db.prepare<[number], PayMethodRow>(
    `SELECT m.recharge_id, m.sub_type, t.amount_cents, t.origin_coin + t.extra_coin AS coins
       FROM pay_methods m JOIN recharge_tiers t ON t.id = m.tier_id
      WHERE m.recharge_id = ?`,
  );
  return (rechargeId) => select.get(rechargeId);
}
