import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addListenerFor, createListeners, ListenerCancelled } from './listeners';

const counter = createSlice({
  name: 'counter',
  initialState: { n: 0 },
  reducers: {
    added: (s, a: PayloadAction<number>) => {
      s.n += a.payload;
    },
    noted: (s) => s,
  },
});
const { added, noted } = counter.actions;
type State = { counter: { n: number } };

function setup() {
  const errors: unknown[] = [];
  const extra = { tag: 'extra' };
  const listeners = createListeners<State, typeof extra>(extra, (e) => errors.push(e));
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) => getDefault().prepend(listeners),
  });
  const addListener = addListenerFor<State, typeof store.dispatch, typeof extra>();
  return { store, errors, addListener };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("the store's listeners", () => {
  it('run after the reducers, on their action creator, with the state before and after and the extra', () => {
    const t = setup();
    const seen: unknown[] = [];
    t.store.dispatch(
      t.addListener({
        actionCreator: added,
        effect: (action, api) => {
          seen.push([
            action.payload,
            api.getOriginalState().counter.n,
            api.getState().counter.n,
            api.extra.tag,
          ]);
        },
      }),
    );
    t.store.dispatch(added(2));
    t.store.dispatch(noted());
    t.store.dispatch(added(3));
    expect(seen).toEqual([
      [2, 0, 2, 'extra'],
      [3, 2, 5, 'extra'],
    ]);
  });

  it('run when their predicate says so, given both states', () => {
    const t = setup();
    const effect = jest.fn();
    t.store.dispatch(
      t.addListener({ predicate: (_a, now, before) => now.counter.n > before.counter.n, effect }),
    );
    t.store.dispatch(noted());
    t.store.dispatch(added(0));
    expect(effect).not.toHaveBeenCalled();
    t.store.dispatch(added(1));
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('add the same listener once, and stop when unsubscribed', () => {
    const t = setup();
    const effect = jest.fn();
    const listener = t.addListener({ actionCreator: added, effect });
    const stop = t.store.dispatch(listener);
    expect(t.store.dispatch(listener)).toBe(stop);
    t.store.dispatch(added(1));
    expect(effect).toHaveBeenCalledTimes(1);
    stop();
    t.store.dispatch(added(1));
    expect(effect).toHaveBeenCalledTimes(1);
    // and from inside its own effect
    const once = jest.fn((_a: unknown, api: { unsubscribe: () => void }) => api.unsubscribe());
    t.store.dispatch(t.addListener({ actionCreator: added, effect: once }));
    t.store.dispatch(added(1));
    t.store.dispatch(added(1));
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('cancel the runs still waiting: a newer run replaces an older one, and unsubscribing can end them', async () => {
    const t = setup();
    const done: number[] = [];
    const stop = t.store.dispatch(
      t.addListener({
        actionCreator: added,
        effect: async (action, api) => {
          api.cancelActiveListeners();
          await api.delay(1000);
          done.push(action.payload);
        },
      }),
    );
    t.store.dispatch(added(1));
    await jest.advanceTimersByTimeAsync(500);
    t.store.dispatch(added(2)); // the first run is waiting: it ends there
    await jest.advanceTimersByTimeAsync(1000);
    expect(done).toEqual([2]);
    t.store.dispatch(added(3));
    stop({ cancelActive: true });
    await jest.advanceTimersByTimeAsync(1000);
    expect(done).toEqual([2]);
    expect(t.errors).toEqual([]); // a cancelled run is not a failure
  });

  it('report an effect that throws or rejects, or a predicate that throws, and go on', async () => {
    const t = setup();
    t.store.dispatch(
      t.addListener({
        actionCreator: added,
        effect: () => {
          throw new Error('sync');
        },
      }),
    );
    t.store.dispatch(
      t.addListener({ actionCreator: added, effect: async () => Promise.reject(new Error('async')) }),
    );
    t.store.dispatch(
      t.addListener({
        predicate: () => {
          throw new Error('predicate');
        },
        effect: jest.fn(),
      }),
    );
    t.store.dispatch(added(1));
    await jest.advanceTimersByTimeAsync(0);
    expect(t.store.getState().counter.n).toBe(1);
    expect(t.errors.map((e) => (e as Error).message).sort()).toEqual(['async', 'predicate', 'sync']);
    expect(new ListenerCancelled()).toBeInstanceOf(Error);
  });
});
