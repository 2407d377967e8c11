import { storage, store, type AppStorage, type StoredCard } from '@topup/platform';
import { RECIPIENT_HISTORY_PERSISTED } from '@topup/shared/domain/recentTargets';
import { selectPay, type PayState } from './paySlice';

// spec 01 §3: what the pay store keeps across visits, written through the one storage module whenever it
// changes: the recipient history's last three, the last amount, and the four last-pay fields.

type Persisted = Pick<
  PayState,
  'history' | 'currentAmount' | 'lastPayType' | 'lastSuccessPayType' | 'lastPayCard' | 'lastSuccessPayCard'
>;

const card = (c: PayState['lastPayCard']): StoredCard | null => (c ? { ...c } : null);

/** Writes the fields that differ from `before` (compared by reference: the store never mutates). */
export function persistPayState(
  now: Persisted,
  before: Persisted | undefined,
  target: AppStorage = storage,
): void {
  if (now.history !== before?.history)
    target.set('recipientHistory', now.history.slice(0, RECIPIENT_HISTORY_PERSISTED));
  if (now.currentAmount !== before?.currentAmount) target.set('lastAmount', now.currentAmount);
  if (now.lastPayType !== before?.lastPayType) target.set('lastPayType', now.lastPayType);
  if (now.lastSuccessPayType !== before?.lastSuccessPayType)
    target.set('lastSuccessPayType', now.lastSuccessPayType);
  if (now.lastPayCard !== before?.lastPayCard) target.set('lastPayCard', card(now.lastPayCard));
  if (now.lastSuccessPayCard !== before?.lastSuccessPayCard)
    target.set('lastSuccessfulCard', card(now.lastSuccessPayCard));
}

let started = false;

/** Starts writing the pay store's persisted fields (once per page, whatever page of the remote loads). */
export function startPersistingPayState(): void {
  if (started) return;
  started = true;
  let before: Persisted = selectPay(store.getState());
  store.subscribe(() => {
    const now = selectPay(store.getState());
    if (now === before) return;
    persistPayState(now, before);
    before = now;
  });
}
