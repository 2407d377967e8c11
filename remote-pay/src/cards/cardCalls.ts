import { defineCall, sessionKeyParam, type StoreServices } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';

// spec 01 §4, §7, §8: the calls on one saved card, made by the card steps and after a payment (their
// chunks, not the page's first render, which asks only for the list: calls.ts).

type Who = Pick<StoreServices, 'device' | 'session'>;

/** spec 01 §4 the card an order paid with (get_card_info_by_order), asked until it is saved. */
export const orderCardCall = defineCall<{ orderId: string }, SavedCard>('orderCard', {
  request: ({ orderId }, who) => ({
    method: 'GET',
    path: API.cardInfoByOrder.path,
    params: { h5_deviceid: who.device.deviceId(), order_id: orderId, ...sessionKeyParam(who.session) },
  }),
});

type CallOutcome = { ok: true } | { ok: false; result: number; message: string };

/** update_card_source: the new expiry 'MM/YY' (31073 "failed to update card info" on any failure). */
export async function updateCardExpiry(
  services: Pick<StoreServices, 'api'> & Who,
  card: SavedCard,
  cardValidDate: string,
): Promise<{ ok: true; card: SavedCard } | { ok: false; result: number; message: string }> {
  const r = await services.api.get<SavedCard>(API.updateCardSource.path, {
    source_id: card.source_id,
    card_valid_date: cardValidDate,
    is_remember: card.is_remember,
    source: PAY_SOURCE,
    h5_deviceid: services.device.deviceId(),
    ...sessionKeyParam(services.session),
  });
  return r.result === 0 && r.data
    ? { ok: true, card: r.data }
    : { ok: false, result: r.result, message: r.message };
}

/** delete_card_source by fingerprint (every copy of the card on this device or account). */
export async function deleteSavedCard(
  services: Pick<StoreServices, 'api'> & Who,
  card: SavedCard,
): Promise<CallOutcome> {
  const r = await services.api.get(API.deleteCardSource.path, {
    fingerprint: card.fingerprint,
    h5_deviceid: services.device.deviceId(),
    ...sessionKeyParam(services.session),
  });
  return r.result === 0 ? { ok: true } : { ok: false, result: r.result, message: r.message };
}

/**
 * The single-card-by-id call (ours: spec 01 §7 leaves it unnamed): one saved card this device or account
 * sees; null when it is unknown, deleted or not readable yet (a card a payment has just saved).
 */
export async function savedCardById(
  services: Pick<StoreServices, 'api'> & Who,
  sourceId: string,
): Promise<SavedCard | null> {
  const r = await services.api.get<SavedCard>(API.getCardSourceById.path, {
    source_id: sourceId,
    h5_deviceid: services.device.deviceId(),
    ...sessionKeyParam(services.session),
  });
  return r.result === 0 && r.data?.source_id === sourceId ? r.data : null;
}

/** The remember-flag call (ours: spec 01 §7 leaves it unnamed). */
export async function setCardRemember(
  services: Pick<StoreServices, 'api'> & Who,
  card: SavedCard,
  remember: boolean,
): Promise<CallOutcome> {
  const r = await services.api.get(API.setCardRemember.path, {
    source_id: card.source_id,
    is_remember: remember ? 1 : 0,
    h5_deviceid: services.device.deviceId(),
    ...sessionKeyParam(services.session),
  });
  return r.result === 0 ? { ok: true } : { ok: false, result: r.result, message: r.message };
}
