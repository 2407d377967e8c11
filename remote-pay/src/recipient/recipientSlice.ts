import { createSelector } from '@topup/shared/state/createSelector';
import {
  createSlice,
  rootReducer,
  type PayloadAction,
  type RootState,
  type WithSlice,
} from '@topup/platform';
import type { StoredRecipient } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { pushRecipientHistory } from '@topup/shared/domain/recentTargets';
import type { RecipientRefusal } from '@topup/shared/domain/recipientRefusal';

// Whom the page pays for (spec 01 §3 pay2Uid, recipient user, history list; §5, §6 refusals).

export interface RecipientState {
  /** The account last checked: the recipient, or one that was refused (whose uid gray release still judges). */
  lookup: UserLookup | null;
  /** Why the account checked cannot be paid; null when it can (or none is checked). */
  refusal: RecipientRefusal | null;
  /** spec 01 §3: recipients, newest first; the last three persisted. */
  history: StoredRecipient[];
  /** The account the page checked as it started (check_uid of the init batch), by the id users type. */
  startCheck: number | null;
  /** The accounts whose statuses the page asked (check_user_status of the init batch). */
  statusUids: readonly number[];
}

const initialState: RecipientState = {
  lookup: null,
  refusal: null,
  history: [],
  startCheck: null,
  statusUids: [],
};

const asStored = (u: UserLookup, previous?: StoredRecipient): StoredRecipient => ({
  ...previous,
  uid: u.uid,
  display_uid: u.display_uid,
  nickname: u.nickname,
  icon: u.icon,
});

export const recipientSlice = createSlice({
  name: 'recipient',
  initialState,
  reducers: {
    historyRestored(state, action: PayloadAction<readonly StoredRecipient[]>) {
      state.history = [...action.payload];
    },
    /** What the init batch asks about the recipient: check_uid of this account, statuses of these. */
    startChecksAsked(
      state,
      action: PayloadAction<{ startCheck: number | null; statusUids: readonly number[] }>,
    ) {
      state.startCheck = action.payload.startCheck;
      state.statusUids = [...action.payload.statusUids];
    },
    /** The account was checked and can be paid: it goes beside the pay button and into the history. */
    recipientChosen(state, action: PayloadAction<UserLookup>) {
      const u = action.payload;
      state.lookup = u;
      state.refusal = null;
      const previous = state.history.find((h) => h.uid === u.uid);
      state.history = pushRecipientHistory(state.history, asStored(u, previous));
    },
    /** The account checked cannot be paid (spec 01 §5): no name beside the pay button. */
    recipientRefused(state, action: PayloadAction<{ refusal: RecipientRefusal; lookup?: UserLookup }>) {
      state.lookup = action.payload.lookup ?? null;
      state.refusal = action.payload.refusal;
    },
    /** The id is being changed: the previous recipient goes at once (wrong-recipient protection). */
    recipientCleared(state) {
      state.lookup = null;
      state.refusal = null;
    },
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof recipientSlice> {}
}

const injected = recipientSlice.injectInto(rootReducer);
export const recipientActions = recipientSlice.actions;
export const selectRecipientState = injected.selectSlice;

/** The account being paid for, once checked and payable. */
export const selectRecipient = createSelector([selectRecipientState], (s) =>
  s.refusal === null ? s.lookup : null,
);
export const selectRecipientRefusal = (state: RootState) => selectRecipientState(state).refusal;
/** spec 01 §3 pay2Uid: the internal uid of the account checked (refused ones too, for gray release). */
export const selectPay2Uid = (state: RootState) => selectRecipientState(state).lookup?.uid ?? null;
export const selectHistory = (state: RootState) => selectRecipientState(state).history;
/** spec 01 §6: web top-up is available for the account (false after 32120). */
export const selectCanRechargeOnWeb = (state: RootState) =>
  selectRecipientState(state).refusal !== 'webUnavailable';
