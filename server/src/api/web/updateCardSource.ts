import { UpdateCardSourceParams, SavedCard } from '@topup/shared/contract';
import { CARD_UPDATE_FAILED } from '@topup/shared/contract/codes';
import { isCardExpired } from '@topup/shared/domain/cardExpiry';
import { normaliseExpiry } from '@topup/shared/domain/expiryInput';
import { cardKind } from '@topup/shared/domain/cardKind';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';
import { visibleCardOf } from './visibleCard';

/**
 * spec 01 §4, §5, §7, §8: GET /api/web/update_card_source/. A saved card of this device (or of the
 * logged-in user) gets a new validity date, MM/YY (MMYY accepted), which must not be past at UTC+3
 * (the current month is fine), and the bank's expired report is cleared; `is_remember`, when sent, is
 * stored too. Any failure (unknown or deleted card, another device's, a wrong or past date, the Apple Pay
 * pseudo-card) answers 31073 "failed to update card info". The answer is the updated card.
 */
export const updateCardSourceRoute = (
  ctx: ApiContext,
): ApiRoute<typeof UpdateCardSourceParams, SavedCard> => {
  const { cards } = ctx.payments;
  return {
    methods: ['GET'],
    path: '/api/web/update_card_source/',
    params: UpdateCardSourceParams,
    data: SavedCard,
    handle(params, request) {
      const refused = fail(CARD_UPDATE_FAILED, MSG.cardUpdateFailed);
      const { owner, card } = visibleCardOf(ctx, request, params);
      const date = normaliseExpiry(params.card_valid_date);
      if (!card || cardKind(card) === 'wallet' || date === null || isCardExpired(date, ctx.now()))
        return refused;
      cards.updateExpiry(card.source_id, date, params.is_remember);
      const updated = cards.visible(card.source_id, params.h5_deviceid, owner);
      return updated ? ok(cards.toSavedCard(updated)) : refused;
    },
  };
};
