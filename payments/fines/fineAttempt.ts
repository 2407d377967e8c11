import type { FineChannelId } from '@topup/shared/contract/finePay';
import { makeClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { ATTEMPT_MAX_AGE_MS, type AttemptServices } from '../attempt/attempt';

// spec 02 §4 and README "The ban fine": one payment attempt (X-CLI-RID) per fine and channel, kept while the
// same fine is paid the same way, so a second tap or a retry after a network failure is the same order on
// the server; the channels' attempts are kept side by side (going back to the card is still the card's
// attempt). A new one once the payment has ended (lifted, refused, cancelled), when the fine changed, or
// once it is as old as a coin attempt may be. Kept through the storage module (issue 33: it lived in raw
// sessionStorage), like the coins' attempt (attempt.ts).

/**
 * The fine a payment is for: the banned account's display id (the fine calls' id), its internal uid (the
 * Apple Pay merchant session's, as the top-up's) and the amount the page showed (USD).
 */
export interface FineToPay {
  displayUid: string;
  uid: number;
  amount: number;
}

/** What an attempt is bound to: the account and the amount. */
type FineKey = Pick<FineToPay, 'displayUid' | 'amount'>;

const fineKey = (fine: FineKey) => `${fine.displayUid}:${fine.amount}`;

/** The attempt id for paying this fine through this channel: the one kept, else a new one. */
export function fineAttemptFor(services: AttemptServices, fine: FineKey, channel: FineChannelId): string {
  const kept = services.storage.get('fineAttempts') ?? {};
  const mine = kept[channel];
  const now = services.now();
  if (mine?.fine === fineKey(fine) && now - mine.created_at < ATTEMPT_MAX_AGE_MS) return mine.rid;
  const rid = makeClientDirectoryId(services.uuid(), now);
  services.storage.set('fineAttempts', { ...kept, [channel]: { fine: fineKey(fine), rid, created_at: now } });
  return rid;
}

/** The fine's payment ended (lifted, refused, cancelled): paying again is a new attempt on every channel. */
export function fineAttemptsEnded(services: Pick<AttemptServices, 'storage'>): void {
  services.storage.set('fineAttempts', null);
}
