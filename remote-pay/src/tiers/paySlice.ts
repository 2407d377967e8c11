import { createSlice, type PayloadAction, type WithSlice, rootReducer } from '@topup/platform';
import type { ChargeListInfo } from '@topup/shared/contract/recharge';

// The pay store (spec 01 §3), injected into the platform's store when this remote loads (DESIGN §7).
interface PayState {
  chargeList: ChargeListInfo | null;
}

const initialState: PayState = { chargeList: null };

export const paySlice = createSlice({
  name: 'pay',
  initialState,
  reducers: {
    chargeListLoaded(state, action: PayloadAction<ChargeListInfo>) {
      state.chargeList = action.payload;
    },
  },
  selectors: {
    selectChargeList: (state) => state.chargeList,
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof paySlice> {}
}

export const injectedPaySlice = paySlice.injectInto(rootReducer);
export const { chargeListLoaded } = paySlice.actions;
export const { selectChargeList } = injectedPaySlice.selectors;
