import { createSelector } from '@topup/shared/state/createSelector';
import {
  createSlice,
  rootReducer,
  selectCall,
  type PayloadAction,
  type RootState,
  type WithSlice,
} from '@topup/platform';
import {
  channelsForTier,
  groupTiersByAmount,
  preselectedAmount,
  sameAmount,
  tierHighlights,
} from '@topup/shared/domain/tiers';
import { selectPay2Uid } from '../recipient/recipientSlice';
import { pkgInfoCall, rechargeListCall } from './calls';
import { channelConfigFor, type GrayScores } from './channelConfig';

// What the user pays: the tier (by amount) and the channel (spec 01 §2, §3). What the user chose is kept;
// what the page proposes until then (the preselected tier, the channel of the chosen tier) is derived.

export interface TiersState {
  /** The tier the user chose, by amount (USD); persisted as the last amount. */
  chosenAmount: number | null;
  /** The amount remembered from the last visit, as it was when the page opened (the "last time" label). */
  rememberedAmount: number | null;
  /** The channel (pay type) the user chose. */
  chosenPayType: number | null;
  /** Whose charge list the page shows (spec 01 §3: new or returning depends on the account). */
  listUid: number | null;
  /** This device's gray-release scores (spec 02 §4), read once per page. */
  scores: GrayScores | null;
  /** The page waited for the package info as long as it does (CHANNEL_CONFIG_WAIT_MS): channels show without it. */
  configWaitOver: boolean;
}

const initialState: TiersState = {
  chosenAmount: null,
  rememberedAmount: null,
  chosenPayType: null,
  listUid: null,
  scores: null,
  configWaitOver: false,
};

export const tiersSlice = createSlice({
  name: 'tiers',
  initialState,
  reducers: {
    tiersRestored(state, action: PayloadAction<{ lastAmount: number | null; scores: GrayScores }>) {
      state.chosenAmount = action.payload.lastAmount;
      state.rememberedAmount = action.payload.lastAmount;
      state.scores = action.payload.scores;
    },
    amountChosen(state, action: PayloadAction<number>) {
      state.chosenAmount = action.payload;
    },
    payTypeChosen(state, action: PayloadAction<number | null>) {
      state.chosenPayType = action.payload;
    },
    listShownFor(state, action: PayloadAction<number | null>) {
      state.listUid = action.payload;
    },
    configWaitEnded(state) {
      state.configWaitOver = true;
    },
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof tiersSlice> {}
}

const injected = tiersSlice.injectInto(rootReducer);
export const tiersActions = tiersSlice.actions;
export const selectTiersState = injected.selectSlice;

/** The charge list call of the account shown (its status, error and data). */
export const selectChargeListCall = (state: RootState) =>
  selectCall(state, rechargeListCall, { uid: selectTiersState(state).listUid });
export const selectChargeList = (state: RootState) => selectChargeListCall(state)?.data ?? null;
export const selectPkgInfo = (state: RootState) => selectCall(state, pkgInfoCall, {})?.data ?? null;

export const selectTiers = createSelector([selectChargeList], (list) =>
  list ? groupTiersByAmount(list.list) : [],
);

/** The tier paid for: the one chosen, else the one the list proposes (spec 01 §3 recommended / last). */
export const selectCurrentAmount = createSelector(
  [selectChargeList, selectTiers, (s: RootState) => selectTiersState(s)],
  (list, tiers, s): number | null => {
    const chosen = s.chosenAmount;
    if (chosen !== null && (!list || tiers.some((t) => sameAmount(t.amount, chosen)))) return chosen;
    return list ? preselectedAmount(list, s.rememberedAmount) : chosen;
  },
);

export const selectCurrentTier = createSelector(
  [selectTiers, selectCurrentAmount],
  (tiers, amount) => tiers.find((t) => amount !== null && sameAmount(t.amount, amount)) ?? null,
);

/** The labels of the tiers: recommended for a new user, the last one for a returning user. */
export const selectHighlights = createSelector(
  [selectChargeList, (s: RootState) => selectTiersState(s).rememberedAmount],
  (list, remembered) => (list ? tierHighlights(list, remembered) : { recommended: [], remembered: null }),
);

/** Before the scores are read: outside every percentage (whitelists still apply). */
const NO_SCORES: GrayScores = { adyenCard: 99, applePay: 99, repurchase: 99, ckoNew: 99 };

/** What gray release turns on for the recipient (spec 02 §4: the uid judged is the recipient's). */
export const selectChannelConfig = createSelector(
  [selectPkgInfo, selectPay2Uid, (s: RootState) => selectTiersState(s).scores],
  (info, uid, scores) => channelConfigFor(info, uid, scores ?? NO_SCORES),
);

/**
 * Whether the channels can show: the package info has been read (or could not be), or the page has waited
 * for it as long as it does. Until then a tap could start a flow that gray release then changes (the new
 * card flow offers the saved cards), and the list could change under the user's finger.
 */
export const selectChannelConfigKnown = (state: RootState): boolean => {
  const call = selectCall(state, pkgInfoCall, {});
  return call?.data !== undefined || call?.status === 'failed' || selectTiersState(state).configWaitOver;
};

/** /pay's main content is usable (content-ready): the tiers listed, and their channels decided. */
export const selectHomeReady = (state: RootState): boolean =>
  selectChargeList(state) !== null && selectChannelConfigKnown(state);

/** The channels of the current tier (spec 01 §3 display groups, the gray-released ones as judged). */
export const selectChannels = createSelector(
  [selectCurrentTier, selectChannelConfig, selectChannelConfigKnown],
  (tier, config, known) => (tier && known ? channelsForTier(tier, config) : null),
);
