import { addAppListener, type AppThunk, type RootState, type StoredCard } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { RECIPIENT_HISTORY_PERSISTED } from '@topup/shared/domain/recentTargets';
import type { PayHistory } from '@topup/shared/domain/scene';
import { recipientActions, selectHistory } from '../recipient/recipientSlice';
import { GRAY_TEST, type GrayScores } from '../tiers/channelConfig';
import { selectTiersState, tiersActions } from '../tiers/tiersSlice';
import { checkoutActions, selectCheckout } from './checkoutSlice';

// spec 01 §3: what the pay store keeps across visits — the recipient history's last three, the last amount
// and the four last-pay fields — read through the storage module when a page of this remote starts, and
// written back by a listener whenever one of them changes.

interface Persisted {
  history: ReturnType<typeof selectHistory>;
  lastAmount: number | null;
  pay: PayHistory<SavedCard>;
}

const persistedOf = (s: RootState): Persisted => ({
  history: selectHistory(s),
  lastAmount: selectTiersState(s).chosenAmount,
  pay: selectCheckout(s).history,
});

const asStored = (c: SavedCard | null): StoredCard | null => (c ? { ...c } : null);
const asSaved = (c: StoredCard | null): SavedCard | null => (c ? (c as unknown as SavedCard) : null);

/** Reads the persisted fields, and this device's gray scores, into the store. */
export function restorePersisted(): AppThunk {
  return (dispatch, _getState, { storage, grayScore }) => {
    dispatch(recipientActions.historyRestored(storage.get('recipientHistory')));
    const scores: GrayScores = {
      adyenCard: grayScore(GRAY_TEST.adyenCard),
      applePay: grayScore(GRAY_TEST.applePay),
      repurchase: grayScore(GRAY_TEST.repurchase),
      ckoNew: grayScore(GRAY_TEST.ckoNew),
    };
    dispatch(tiersActions.tiersRestored({ lastAmount: storage.get('lastAmount'), scores }));
    dispatch(
      checkoutActions.historyRestored({
        lastPayType: storage.get('lastPayType'),
        lastSuccessPayType: storage.get('lastSuccessPayType'),
        lastPayCard: asSaved(storage.get('lastPayCard')),
        lastSuccessPayCard: asSaved(storage.get('lastSuccessfulCard')),
      }),
    );
  };
}

/** Writes back the persisted fields that changed (compared by reference: the store never mutates). */
export const persistListener = addAppListener({
  predicate: (_action, now, before) => {
    const a = persistedOf(now);
    const b = persistedOf(before);
    return a.history !== b.history || a.lastAmount !== b.lastAmount || a.pay !== b.pay;
  },
  effect: (_action, api) => {
    const now = persistedOf(api.getState());
    const before = persistedOf(api.getOriginalState());
    const { storage } = api.extra;
    if (now.history !== before.history)
      storage.set('recipientHistory', now.history.slice(0, RECIPIENT_HISTORY_PERSISTED));
    if (now.lastAmount !== before.lastAmount) storage.set('lastAmount', now.lastAmount);
    const p = now.pay;
    const q = before.pay;
    if (p.lastPayType !== q.lastPayType) storage.set('lastPayType', p.lastPayType);
    if (p.lastSuccessPayType !== q.lastSuccessPayType)
      storage.set('lastSuccessPayType', p.lastSuccessPayType);
    if (p.lastPayCard !== q.lastPayCard) storage.set('lastPayCard', asStored(p.lastPayCard));
    if (p.lastSuccessPayCard !== q.lastSuccessPayCard)
      storage.set('lastSuccessfulCard', asStored(p.lastSuccessPayCard));
  },
});
