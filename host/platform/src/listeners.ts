import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

// The store's listeners (DESIGN §7): an effect run after an action has passed the reducers, when its
// action creator matches or its predicate says so (the state before and after in hand). What the apps use
// of Redux Toolkit's listener middleware, and nothing else of it: its forks, takes, conditions and pauses
// were 1.3 KB gz of every visitor's start-up, for six listeners that wait at most a delay.
// - `cancelActiveListeners()`: the runs of the same listener still going are cancelled: their `delay`
//   rejects, so a poll that a newer run replaces ends at its next wait.
// - `unsubscribe()`, or the function dispatching the listener returns: no later action starts it
//   (`{ cancelActive: true }` cancels its runs still going too).
// - The same listener (the same effect and predicate or action creator) dispatched again is added once.
// - An effect that throws or rejects is reported, unless it was cancelled; the dispatch goes on.

/** The rejection of a cancelled run's `delay`: the run ends there, and nothing is reported. */
export class ListenerCancelled extends Error {
  override name = 'ListenerCancelled';
}

export interface ListenerApi<S, D, E> {
  getState: () => S;
  /** The state before the action (read it at the effect's start: later it is still that state). */
  getOriginalState: () => S;
  dispatch: D;
  extra: E;
  /** Resolves after `ms`; rejects with ListenerCancelled once this run is cancelled. */
  delay: (ms: number) => Promise<void>;
  /** Cancels the other runs of this listener still going. */
  cancelActiveListeners: () => void;
  /** Removes this listener. */
  unsubscribe: () => void;
}

export type Effect<A, S, D, E> = (action: A, api: ListenerApi<S, D, E>) => void | Promise<void>;
type Predicate<S> = (action: UnknownAction, current: S, original: S) => boolean;
interface Matcher<A> {
  match: (action: unknown) => action is A;
}

/** Removes a listener; with `cancelActive`, its runs still going are cancelled too. */
export type Unsubscribe = (options?: { cancelActive?: true }) => void;

const ADD = 'listeners/add';

interface Spec {
  actionCreator?: Matcher<UnknownAction>;
  predicate?: Predicate<unknown>;
  effect: Effect<UnknownAction, unknown, unknown, unknown>;
}

/** The action that adds a listener to the store it is dispatched to; dispatching it returns its Unsubscribe. */
export type AddListenerAction = {
  type: typeof ADD;
  payload: Spec;
};

/** `addListener` typed for one store: `dispatch(addListener({ actionCreator | predicate, effect }))`. */
export interface AddListener<S, D, E> {
  <A>(spec: { actionCreator: Matcher<A>; effect: Effect<A, S, D, E> }): AddListenerAction;
  (spec: { predicate: Predicate<S>; effect: Effect<UnknownAction, S, D, E> }): AddListenerAction;
}

export const addListenerFor = <S, D, E>(): AddListener<S, D, E> =>
  ((spec: Spec): AddListenerAction => ({ type: ADD, payload: spec })) as AddListener<S, D, E>;

const isAdd = (action: unknown): action is AddListenerAction =>
  (action as { type?: unknown } | null)?.type === ADD;

interface Entry extends Spec {
  runs: Set<AbortController>;
  unsubscribe: Unsubscribe;
}

const cancel = (runs: Set<AbortController>, except?: AbortController) => {
  for (const run of runs)
    if (run !== except) {
      run.abort();
      runs.delete(run);
    }
};

/** A delay that rejects once `signal` aborts. */
const delayUntil =
  (signal: AbortSignal) =>
  (ms: number): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new ListenerCancelled());
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(new ListenerCancelled());
        },
        { once: true },
      );
    });

/** The middleware of a store's listeners, whose effects get `extra`; `onError` hears a failed effect. */
export function createListeners<S, E>(
  extra: E,
  onError: (error: unknown) => void,
): Middleware<{ (action: AddListenerAction): Unsubscribe }, S> {
  const entries = new Set<Entry>();

  const add = (spec: Spec): Unsubscribe => {
    for (const e of entries)
      if (
        e.effect === spec.effect &&
        e.predicate === spec.predicate &&
        e.actionCreator === spec.actionCreator
      )
        return e.unsubscribe;
    const entry: Entry = {
      ...spec,
      runs: new Set(),
      unsubscribe: (options) => {
        entries.delete(entry);
        if (options?.cancelActive) cancel(entry.runs);
      },
    };
    entries.add(entry);
    return entry.unsubscribe;
  };

  return (store) => (next) => (action) => {
    if (isAdd(action)) return add(action.payload);
    const original = store.getState() as S;
    const result = next(action);
    const current = store.getState() as S;
    for (const entry of [...entries]) {
      let matches: boolean;
      try {
        matches = entry.actionCreator
          ? entry.actionCreator.match(action)
          : !!entry.predicate?.(action as UnknownAction, current, original);
      } catch (error) {
        onError(error);
        continue;
      }
      if (!matches) continue;
      const run = new AbortController();
      entry.runs.add(run);
      const api: ListenerApi<unknown, unknown, unknown> = {
        getState: store.getState,
        getOriginalState: () => original,
        dispatch: store.dispatch,
        extra,
        delay: delayUntil(run.signal),
        cancelActiveListeners: () => cancel(entry.runs, run),
        unsubscribe: () => entries.delete(entry),
      };
      // started now, inside the dispatch, as the action's own consequence; it settles on its own
      void (async () => {
        try {
          await entry.effect(action as UnknownAction, api);
        } catch (error) {
          if (!(error instanceof ListenerCancelled)) onError(error);
        } finally {
          entry.runs.delete(run);
        }
      })();
    }
    return result;
  };
}
