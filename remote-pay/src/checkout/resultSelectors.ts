import type { RootState } from '@topup/platform';
import { createSelector } from '@topup/shared/state/createSelector';
import type { SavedCard } from '@topup/shared/contract';
import { lowerTier } from '@topup/shared/domain/tiers';
import { repurchaseGroupFor } from '../tiers/channelConfig';
import { selectChargeList, selectPkgInfo, selectTiers, selectTiersState } from '../tiers/tiersSlice';
import { selectCheckout } from './checkoutSlice';

// The payment result's views (the result dialog and its buttons, loaded with the dialog): apart from the
// checkout's selectors (selectors.ts), which the page's first render reads.

export const selectResult = (s: RootState) => selectCheckout(s).result;
export const selectCardFetch = (s: RootState) => selectCheckout(s).cardFetch;

/**
 * spec 01 §4: the card of the result shown — the order's card once the card fetch has it, else the card the
 * order was paid with (null: a new card, or no card).
 */
export const selectResultCard = createSelector(
  [selectResult, selectCardFetch],
  (r, fetched): SavedCard | null =>
    r ? ((fetched.orderId === r.orderId ? fetched.card : null) ?? r.card) : null,
);

/** spec 01 §4 "try {lower tier}$": the tier below the result's amount in the charge list, or null. */
export const selectResultLowerTier = createSelector([selectResult, selectTiers], (r, tiers) =>
  r ? lowerTier(tiers, r.amount) : null,
);

/** spec 01 §4 the repurchase experiment's group. */
export const selectRepurchaseGroup = (s: RootState) =>
  repurchaseGroupFor(selectChargeList(s), selectPkgInfo(s), selectTiersState(s).scores?.repurchase ?? 99);
