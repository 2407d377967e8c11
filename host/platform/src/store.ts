import {
  combineSlices,
  configureStore,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { callsSlice, createCallRuntime, type CallRuntime } from './calls';
import { addListenerFor, createListeners } from './listeners';
import { platformServices, type StoreServices } from './storeServices';

// DESIGN §1, §7: one store, created by the host; each remote injects its own slices when it loads
// (rootReducer.inject(slice)). Thunks and listeners get the platform's services through the store's extra
// argument, so a unit test hands in fakes.

export interface LoadedRemote {
  name: string;
  version: string;
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

export const rootReducer = combineSlices(appSlice, callsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store's extra argument: the platform's services and the per-store state of the calls. */
export interface StoreExtra extends StoreServices {
  calls: CallRuntime;
}

export function createStore(services: StoreServices = platformServices) {
  const extra: StoreExtra = { ...services, calls: createCallRuntime() };
  // listeners (a persisted field written back, a poll that a newer payment cancels) run with the same extra
  // a failing effect is a defect: said where a developer looks, as Redux Toolkit's listeners did
  const listeners = createListeners<RootState, StoreExtra>(extra, (error) =>
    console.error('listener failed', error),
  );
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listeners),
  });
}

export const store = createStore();

export type AppStore = typeof store;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
/** An action with side effects, dispatched like an action: it gets the services as its third argument. */
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;

/** Typed hooks: one spelling of dispatch and select for every component. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** Adds a listener (listeners.ts) to whichever store it is dispatched to; the same one is added once. */
export const addAppListener = addListenerFor<RootState, AppDispatch, StoreExtra>();
