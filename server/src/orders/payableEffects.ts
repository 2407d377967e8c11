import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import { orderCardFaceOf, type OrderRow } from '../db/orders';
import { rechargeRecordStore } from '../db/rechargeRecords';
import type { SavedCardStore } from '../db/savedCards';
import type { PayableEffects } from './orderLife';

// What each payable does at the end of its order's life (DESIGN §12), run by the status machine inside the
// transition's transaction, so the effect and the status are written together or not at all:
// - coins: credited once (credits' UNIQUE(order_id) backs it), the recipient's top-up counted and recorded
//   for a logged-in payer (spec 01 §3, §6), a new card saved not remembered, a saved card's last use;
//   a refusal for funds saves the new card too (the repurchase of spec 01 §4 retries with it);
// - a fine: paid now (paid_at_ms, written by the transition); its ban lifts after the delay (fines/liftDelay.ts).

/** A saved card's id: "src_" for the card-checkout and second providers, an Adyen-style token otherwise (spec 01 §4). */
export function newSourceId(payType: number): string {
  const random = randomBytes(12).toString('hex');
  return payType === PAY_TYPE_THIRD_CARD ? `adyen_tok_sbx_${random}` : `src_sbx_${random}`;
}

export function payableEffects(
  db: Database,
  options: { cards: SavedCardStore; cardReadyDelayMs: number; now: () => number },
): PayableEffects {
  const { cards } = options;
  const records = rechargeRecordStore(db);
  const credit = db.prepare<[number, string]>(
    `INSERT INTO credits (order_id, to_uid, coins, created_at)
     SELECT order_id, to_uid, coins, ? FROM orders WHERE order_id = ?`,
  );
  const countTopUp = db.prepare<[number]>(
    'UPDATE users SET recharge_count = recharge_count + 1 WHERE uid = ?',
  );
  const setSourceId = db.prepare<[string, string]>('UPDATE orders SET source_id = ? WHERE order_id = ?');

  /** The new card of an order becomes a saved card, not remembered yet, readable a little later. */
  function saveNewCard(order: OrderRow, atS: number): void {
    const face = orderCardFaceOf(order);
    if (order.new_card !== 1 || face === null) return;
    const sourceId = newSourceId(order.pay_type);
    cards.insert({
      ...face,
      sourceId,
      deviceId: order.device_id,
      toUid: order.to_uid,
      ownerUid: order.session_uid,
      cardClass: order.card_class ?? 'success',
      orderId: order.order_id,
      lastUseAt: atS,
      readyAtMs: options.now() + options.cardReadyDelayMs,
    });
    setSourceId.run(sourceId, order.order_id);
  }

  const touchSavedCard = (order: OrderRow, atS: number): void => {
    if (order.new_card === 0 && order.source_id !== null) cards.touch(order.source_id, atS, order.to_uid);
  };

  return {
    paid(order, atMs) {
      if (order.payable !== 'coin') return;
      const atS = Math.floor(atMs / 1000);
      credit.run(atS, order.order_id);
      countTopUp.run(order.to_uid);
      if (order.session_uid !== 0) records.recordTopUp(order.session_uid, order.to_uid, order.device_id, atS);
      saveNewCard(order, atS);
      touchSavedCard(order, atS);
    },
    failed(order, decline, atMs) {
      if (order.payable !== 'coin') return;
      const atS = Math.floor(atMs / 1000);
      if (decline === 'insufficientFunds') saveNewCard(order, atS);
      touchSavedCard(order, atS);
    },
  };
}
