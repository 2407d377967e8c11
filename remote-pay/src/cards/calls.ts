import { defineCall, sessionKeyParam, type CallContext } from '@topup/platform';
import type { SavedCardList } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { cardSourceRequest } from '@topup/shared/domain/payInitBatch';

// spec 01 §4, §7, §8: the saved cards' list, a call of its own (in the init and callback batches as
// `card_source`), tagged so that every change to a card (cardCalls.ts) asks for it again.

/** Invalidating it asks get_card_source again. */
export const SAVED_CARDS_TAG = 'savedCards';

const cardSourceParams = (who: CallContext) => ({
  h5_deviceid: who.device.deviceId(),
  ...sessionKeyParam(who.session),
});

/**
 * This device's (and account's) saved cards. spec 01 §7 names it twice: a POST inside the init and
 * callback batches, and GET /api/web/get_card_source/ on its own — what the page sends when it asks the
 * list alone (its retry, and again after a card changed).
 */
export const cardSourceCall = defineCall<Record<string, never>, SavedCardList>('cardSource', {
  request: (_args, who) => cardSourceRequest(who.device.deviceId(), who.session.getSnapshot().sessionKey),
  run: (_args, services) =>
    services.api.get<SavedCardList>(API.getCardSource.path, cardSourceParams(services)),
  requestId: () => 'card_source',
  tags: [SAVED_CARDS_TAG],
});
