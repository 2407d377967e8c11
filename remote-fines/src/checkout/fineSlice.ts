import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@topup/platform';
import type { FineOrderEnding, FinePayOutcome } from '@topup/payments';
import type { FineInfo } from '@topup/shared/contract/fine';

// The one owner of the ban fine's page (issue 33, as the checkout owns the top-up): the fine as the page
// shows it (spec 02 §2, §4), the one payment in flight, what the last one came to, and how an order the
// page came back with ended. Components render its selectors and dispatch its thunks; the payment itself
// is the payments engine's (@topup/payments).

/** The fine of one account: looked up, banned with its amount, paid and pending, lifted, or not banned. */
export type FineStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'banned'; fine: FineInfo }
  | { status: 'pending'; fine: FineInfo }
  | { status: 'lifted' }
  | { status: 'notBanned'; message: string }
  | { status: 'failed'; result: number; message: string };

/** What the last payment came to, when it did not leave the page. */
export type FineFailure = Exclude<FinePayOutcome, { kind: 'leaving' }>;

export interface FineCheckoutState {
  fine: FineStatus;
  /** The order the address names: the page came back from paying it (spec 02 §2 fine_order). */
  paidOrder: string | null;
  /** The one payment in flight: a second press while it runs does nothing; 'leaving' for the provider. */
  payment: 'idle' | 'paying' | 'leaving';
  /** The card's fields are open below the channels. */
  cardOpen: boolean;
  /** The card's fields could not read the card (its provider's tokenization failed). */
  cardUnread: boolean;
  failure: FineFailure | null;
  /** How the order the page came back with ended unpaid (declined, cancelled). */
  returned: FineOrderEnding | null;
  /** Apple Pay's code and configuration are loaded (where the browser has it): its channel is offered. */
  applePayReady: boolean;
}

export const initialFineState: FineCheckoutState = {
  fine: { status: 'idle' },
  paidOrder: null,
  payment: 'idle',
  cardOpen: false,
  cardUnread: false,
  failure: null,
  returned: null,
  applePayReady: false,
};

export const fineSlice = createSlice({
  name: 'fineCheckout',
  initialState: initialFineState,
  reducers: {
    /** The page opens (a link, a reload, back from a provider's page with its order): nothing of before. */
    pageOpened(state, action: PayloadAction<{ paidOrder: string | null }>) {
      return { ...initialFineState, applePayReady: state.applePayReady, paidOrder: action.payload.paidOrder };
    },
    /** A lookup starts; a pending fine stays on screen while it is asked again. */
    lookupStarted(state) {
      if (state.fine.status !== 'pending') state.fine = { status: 'loading' };
    },
    lookedUp(state, action: PayloadAction<FineStatus>) {
      state.fine = action.payload;
    },
    returnedOrderEnded(state, action: PayloadAction<FineOrderEnding>) {
      state.returned = action.payload;
    },
    /** A channel was pressed: what the last payment came to is no longer said. */
    failureCleared(state) {
      state.failure = null;
    },
    cardOpened(state) {
      state.cardOpen = true;
      state.cardUnread = false;
    },
    cardClosed(state) {
      state.cardOpen = false;
      state.cardUnread = false;
    },
    paymentStarted(state) {
      state.payment = 'paying';
      state.cardUnread = false;
    },
    /** The card's fields gave no card: nothing was sent. */
    cardNotRead(state, action: PayloadAction<{ unread: boolean }>) {
      state.payment = 'idle';
      state.cardUnread = action.payload.unread;
    },
    paymentSettled(state, action: PayloadAction<FinePayOutcome>) {
      const outcome = action.payload;
      // leaving for the provider (or back to /fines paid): the page stays busy until it goes
      state.payment = outcome.kind === 'leaving' ? 'leaving' : 'idle';
      state.failure = outcome.kind === 'leaving' ? null : outcome;
    },
    applePayReadied(state) {
      state.applePayReady = true;
    },
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof fineSlice> {}
}

const injected = fineSlice.injectInto(rootReducer);
export const fineActions = fineSlice.actions;
export const selectFineCheckout = injected.selectSlice;
