import { SetCardRememberParams, SetCardRememberResult } from '@topup/shared/contract';
import { SAVED_CARD_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';
import { visibleCardOf } from './visibleCard';

/**
 * GET /api/web/set_card_remember/ (source_id, is_remember, h5_deviceid, session_key): whether the card is
 * offered for the next payments (spec 01 §4: "on success the remember choice is saved by a call"). Spec
 * 01 §7 names a remember-flag call ("remember payload is_remember") but not its method or path: these are
 * ours. The card must be one this device (or the logged-in user) sees, else SAVED_CARD_NOT_FOUND; a card
 * just saved by a payment may be set before it is readable.
 */
export const setCardRememberRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SetCardRememberParams, SetCardRememberResult> => ({
  methods: ['GET'],
  path: '/api/web/set_card_remember/',
  params: SetCardRememberParams,
  data: SetCardRememberResult,
  handle(params, request) {
    const { card } = visibleCardOf(ctx, request, params);
    if (!card) return fail(SAVED_CARD_NOT_FOUND, MSG.savedCardNotFound);
    ctx.payments.cards.setRemember(card.source_id, params.is_remember);
    return ok({ source_id: card.source_id, is_remember: params.is_remember });
  },
});
