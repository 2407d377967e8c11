import { CardInfoByOrderParams, SavedCard } from '@topup/shared/contract';
import { CARD_NOT_READY, ORDER_NOT_FOUND, ORDER_SAVED_NO_CARD } from '@topup/shared/contract/codes';
import { isApplePayType } from '@topup/shared/domain/payTypes';
import { isPending } from '../../orders/payments';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §7: GET /api/web/get_card_info_by_order/ (h5_deviceid, order_id), the card fetch after a
 * payment. The card a new card's payment saved becomes readable a moment after the payment (2.5 s in the
 * sandbox); until then CARD_NOT_READY, and the page polls every 2 s, 15 times. An order paid with a saved
 * card answers that card. CARD_NOT_READY also while the order is undecided (its card may still be saved);
 * ORDER_SAVED_NO_CARD once it is decided without one (Apple Pay, a decline other than insufficient funds,
 * or a card deleted since). The order must be this device's.
 */
export const getCardInfoByOrderRoute = (
  ctx: ApiContext,
): ApiRoute<typeof CardInfoByOrderParams, SavedCard> => {
  const { orders, cards } = ctx.payments;
  return {
    methods: ['GET', 'POST'],
    path: '/api/web/get_card_info_by_order/',
    params: CardInfoByOrderParams,
    data: SavedCard,
    handle({ h5_deviceid, order_id }) {
      const order = orders.byId(order_id);
      if (!order || order.device_id !== h5_deviceid) return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
      const saved = cards.byOrder(order_id);
      if (saved && saved.deleted === 0) {
        if (saved.ready_at_ms > ctx.now()) return fail(CARD_NOT_READY, MSG.cardNotReady);
        return ok(cards.toSavedCard(saved));
      }
      if (!saved && order.new_card === 0 && order.source_id !== null) {
        const used = cards.visible(order.source_id, order.device_id, order.session_uid);
        if (used) return ok(cards.toSavedCard(used));
      }
      if (!saved && isPending(order) && !isApplePayType(order.pay_type))
        return fail(CARD_NOT_READY, MSG.cardNotReady);
      return fail(ORDER_SAVED_NO_CARD, MSG.orderSavedNoCard);
    },
  };
};
