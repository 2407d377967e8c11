import { GetCardSourceByIdParams, SavedCard } from '@topup/shared/contract';
import { CARD_NOT_READY, SAVED_CARD_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';
import { visibleCardOf } from './visibleCard';

/**
 * GET /api/web/get_card_source_by_id/ (source_id, h5_deviceid, session_key): one saved card. Spec 01 §7
 * names a single-card-by-id call of the pay store ("single card response data.source_id") but not its
 * method or path: these are ours. The card must be one this device (or the logged-in user) sees, else
 * SAVED_CARD_NOT_FOUND; a card a payment has just saved is CARD_NOT_READY until it is readable.
 */
export const getCardSourceByIdRoute = (
  ctx: ApiContext,
): ApiRoute<typeof GetCardSourceByIdParams, SavedCard> => ({
  methods: ['GET'],
  path: '/api/web/get_card_source_by_id/',
  params: GetCardSourceByIdParams,
  data: SavedCard,
  handle(params, request) {
    const { card } = visibleCardOf(ctx, request, params);
    if (!card) return fail(SAVED_CARD_NOT_FOUND, MSG.savedCardNotFound);
    if (card.ready_at_ms > ctx.now()) return fail(CARD_NOT_READY, MSG.cardNotReady);
    return ok(ctx.payments.cards.toSavedCard(card));
  },
});
