import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import type { BatchCall, HttpMethod, Params } from '../api';
import type { Device } from '../device';
import type { Session } from '../session';
import type { StoreServices } from '../storeServices';
import { callFilled, callSettled, callStarted, type CallEntry, type CallsState } from './callsSlice';

// One call of the API as data: its request, how it travels alone, and the tags that say when it is stale.
// The thunks below keep one cache entry per call and arguments in the store (callsSlice), ask a call once
// while it is on its way, send several calls as ONE batch_request (spec 01 §7: the init and callback
// batches fill each call's own entry), and ask again every call of a tag (the saved cards after a change).

export interface CallRequest {
  method: HttpMethod;
  path: string;
  params?: Params;
  /** POST as a form (application/x-www-form-urlencoded) when sent alone. */
  form?: boolean;
}

/** What a request may read besides its arguments: who asks (device id, session key). */
export interface CallContext {
  device: Pick<Device, 'deviceId'>;
  session: Pick<Session, 'getSnapshot'>;
}

export interface CallSpec<A> {
  /** The request of the call (omitted for a call that `run`s several requests of its own). */
  request?(args: A, context: CallContext): CallRequest;
  /**
   * A call made of several requests (merged lists, a retrying read): resolves with one answer. Such a call
   * cannot travel inside a batch.
   */
  run?(args: A, services: StoreServices): Promise<ApiResult<unknown>>;
  /** Its id inside a batch_request (spec 01 §7 names them); the call's name by default. */
  requestId?(args: A): string;
  /**
   * Sent alone as a batch of one (the init batch's calls retry that way, as the page asks for them) or
   * straight through the API client (default).
   */
  alone?: 'batch' | 'direct';
  /** Tags: invalidating one asks again every call carrying it that was asked before. */
  tags?: readonly string[];
}

export interface CallDef<A, T> {
  readonly name: string;
  readonly spec: CallSpec<A>;
  key(args: A): string;
  /** Carries the data type only. */
  readonly __data?: T;
}

/** Declares a call: `defineCall<ChargeListArgs, ChargeListInfo>('rechargeList', { request: … })`. */
export function defineCall<A, T>(name: string, spec: CallSpec<A>): CallDef<A, T> {
  return { name, spec, key: (args) => `${name}(${stableJson(args)})` };
}

/** JSON with object keys sorted, so that equal arguments make one key whatever their order. */
export function stableJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** What the call thunks need from the store's extra argument. */
export interface CallServices extends StoreServices {
  calls: CallRuntime;
}

/** Per store: the answers on their way, and the calls asked so far (to ask again by tag). */
export interface CallRuntime {
  inFlight: Map<string, Promise<ApiResult<unknown>>>;
  asked: Map<string, { def: CallDef<unknown, unknown>; args: unknown }>;
}

export function createCallRuntime(): CallRuntime {
  return { inFlight: new Map(), asked: new Map() };
}

type CallThunk<R> = (
  dispatch: (action: UnknownAction) => unknown,
  getState: () => { calls: CallsState },
  extra: CallServices,
) => R;

/** A call with its arguments, as one item of a batch; `T` is the type of its data (the call's, from the contract). */
export interface CallItem<T = unknown> {
  def: CallDef<unknown, unknown>;
  args: unknown;
  /** Never set: carries `T` for the batch's answers. */
  readonly __data?: T;
}

export const callItem = <A, T>(def: CallDef<A, T>, args: A): CallItem<T> => ({
  def: def as CallDef<unknown, unknown>,
  args,
});

/** One item's answer: typed by its call; undefined for an item left out (null). */
type AnswerOf<I> = I extends CallItem<infer T> ? ApiResult<T> : undefined;

/** The answers of a batch, item by item, each typed by its own call (no cast at the caller). */
export type BatchAnswers<I extends readonly (CallItem | null)[]> = {
  -readonly [K in keyof I]: AnswerOf<I[K]>;
};

function requestOf(item: CallItem, context: CallContext): CallRequest {
  const { request } = item.def.spec;
  if (!request) throw new Error(`call ${item.def.name} has no single request`);
  return request(item.args, context);
}

function batchCallOf(item: CallItem, context: CallContext): BatchCall<unknown> {
  const r = requestOf(item, context);
  return {
    method: r.method,
    path: r.path,
    request_id: item.def.spec.requestId?.(item.args) ?? item.def.name,
    ...(r.params === undefined ? {} : { params: r.params }),
  };
}

function sendAlone(item: CallItem, extra: CallServices): Promise<ApiResult<unknown>> {
  if (item.def.spec.run) return item.def.spec.run(item.args, extra);
  if (item.def.spec.alone === 'batch') {
    const call = batchCallOf(item, extra);
    return extra.batch([call]).then((results) => results[call.request_id ?? ''] as ApiResult<unknown>);
  }
  const r = requestOf(item, extra);
  return extra.api.request({ method: r.method, path: r.path, params: r.params, form: r.form });
}

/**
 * Asks one call, or answers with the request already on its way for the same arguments; `force` asks
 * again even when an answer is kept. Resolves with the answer (never rejects, like the API client).
 */
export function fetchCall<A, T>(
  def: CallDef<A, T>,
  args: A,
  options: { force?: boolean } = {},
): CallThunk<Promise<ApiResult<T>>> {
  return (dispatch, getState, extra) => {
    const key = def.key(args);
    const running = extra.calls.inFlight.get(key);
    if (running && !options.force) return running as Promise<ApiResult<T>>;
    const kept = getState().calls[key];
    if (!options.force && kept?.status === 'ok')
      return Promise.resolve({ result: 0, message: '', data: kept.data as T });
    const item = callItem(def, args);
    extra.calls.asked.set(key, item);
    dispatch(callStarted(key));
    const answer = sendAlone(item, extra).then((r) => {
      if (extra.calls.inFlight.get(key) === answer) extra.calls.inFlight.delete(key);
      dispatch(callSettled({ key, answer: r }));
      return r;
    });
    extra.calls.inFlight.set(key, answer);
    return answer as Promise<ApiResult<T>>;
  };
}

/**
 * Sends the calls as one batch_request (spec 01 §7) and keeps each answer in its own entry. Resolves
 * with the answers in the order of the items, each typed by its call; an item given as null (a call the
 * page has no arguments for) is not sent, and its answer is undefined.
 */
export function fetchBatch<const I extends readonly (CallItem | null)[]>(
  given: I,
): CallThunk<Promise<BatchAnswers<I>>> {
  return (dispatch, _getState, extra) => {
    const items = given.filter((item): item is CallItem => item !== null);
    const calls = items.map((item) => batchCallOf(item, extra));
    const keys = items.map((item) => item.def.key(item.args));
    items.forEach((item, i) => {
      extra.calls.asked.set(keys[i] ?? '', item);
      dispatch(callStarted(keys[i] ?? ''));
    });
    const all = extra
      .batch(calls)
      .then((results) => calls.map((call) => results[call.request_id ?? ''] as ApiResult<unknown>));
    const answers = keys.map((key, i) => {
      const one = all.then((results) => {
        const r = results[i] as ApiResult<unknown>;
        if (extra.calls.inFlight.get(key) === one) extra.calls.inFlight.delete(key);
        dispatch(callSettled({ key, answer: r }));
        return r;
      });
      extra.calls.inFlight.set(key, one);
      return one;
    });
    // back in the order given, undefined where an item was left out
    let next = 0;
    const placed = given.map((item) => (item === null ? undefined : answers[next++]));
    return Promise.all(placed) as Promise<BatchAnswers<I>>;
  };
}

/** Asks again every call of this tag that was asked before (a saved card deleted, remembered, updated). */
export function invalidateCalls(tag: string): CallThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const stale = [...extra.calls.asked.values()].filter((item) => item.def.spec.tags?.includes(tag));
    await Promise.all(
      stale.map((item) =>
        (fetchCall(item.def, item.args, { force: true }) as CallThunk<Promise<unknown>>)(
          dispatch,
          getState,
          extra,
        ),
      ),
    );
  };
}

/** Puts data into a call's entry without asking (what the page already knows). */
export const fillCall = <A, T>(def: CallDef<A, T>, args: A, data: T) =>
  callFilled({ key: def.key(args), data });

/** The entry of a call with these arguments, if it was asked or filled. */
export function selectCall<A, T>(
  state: { calls: CallsState },
  def: CallDef<A, T>,
  args: A,
): CallEntry<T> | undefined {
  return state.calls[def.key(args)] as CallEntry<T> | undefined;
}
