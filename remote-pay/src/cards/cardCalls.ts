import { api, device, session } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';

// spec 01 §4, §7, §8: the saved-card calls of the steps.

const sessionParam = (): Record<string, string> => {
  const key = session.getSnapshot().sessionKey;
  return key ? { session_key: key } : {};
};

/** update_card_source: the new expiry 'MM/YY' (31073 "failed to update card info" on any failure). */
export async function updateCardExpiry(
  card: SavedCard,
  cardValidDate: string,
): Promise<{ ok: true; card: SavedCard } | { ok: false; result: number; message: string }> {
  const r = await api.get<SavedCard>(API.updateCardSource.path, {
    source_id: card.source_id,
    card_valid_date: cardValidDate,
    is_remember: card.is_remember,
    source: PAY_SOURCE,
    h5_deviceid: device.deviceId(),
    ...sessionParam(),
  });
  return r.result === 0 && r.data
    ? { ok: true, card: r.data }
    : { ok: false, result: r.result, message: r.message };
}

/** delete_card_source by fingerprint (every copy of the card on this device or account). */
export async function deleteSavedCard(
  card: SavedCard,
): Promise<{ ok: boolean; result: number; message: string }> {
  const r = await api.get(API.deleteCardSource.path, {
    fingerprint: card.fingerprint,
    h5_deviceid: device.deviceId(),
    ...sessionParam(),
  });
  return { ok: r.result === 0, result: r.result, message: r.message };
}

/**
 * The single-card-by-id call (ours: spec 01 §7 leaves it unnamed): one saved card this device or account
 * sees; null when it is unknown, deleted or not readable yet (a card a payment has just saved).
 */
export async function savedCardById(sourceId: string): Promise<SavedCard | null> {
  const r = await api.get<SavedCard>(API.getCardSourceById.path, {
    source_id: sourceId,
    h5_deviceid: device.deviceId(),
    ...sessionParam(),
  });
  return r.result === 0 && r.data?.source_id === sourceId ? r.data : null;
}
