import { combineSlices, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';

// DESIGN §1, §7: one store, created by the host; each remote injects its own slices when it loads
// (rootReducer.inject(slice)).

export interface LoadedRemote {
  name: string;
  version: string;
  builtAt: string;
}

interface AppState {
  loadedRemotes: Record<string, LoadedRemote>;
}

const initialState: AppState = { loadedRemotes: {} };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    remoteLoaded(state, action: PayloadAction<LoadedRemote>) {
      state.loadedRemotes[action.payload.name] = action.payload;
    },
  },
  selectors: {
    selectLoadedRemotes: (state) => state.loadedRemotes,
  },
});

export const { remoteLoaded } = appSlice.actions;
export const { selectLoadedRemotes } = appSlice.selectors;

/** Remotes extend this interface (declaration merging) with the slices they inject. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(appSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export function createStore() {
  return configureStore({ reducer: rootReducer });
}

export const store = createStore();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
