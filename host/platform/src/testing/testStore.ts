// Test doubles of the platform for unit tests of thunks, listeners and components (never bundled): a
// store built on fake services, whose API answers come from a route function and which records every
// call, batch sub-requests included.
import type { BatchRequestBody } from '@topup/shared/contract';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import { createEventBus, type PayEvent } from '@topup/shared/domain/payEvents';
import { createBatch, type ApiClient, type ApiRequest, type CallOptions, type HttpMethod } from '../api';
import { BATCH_PATH } from '../api/batch';
import { createI18n } from '../i18n';
import { createOverlays } from '../overlays';
import { createSession } from '../session';
import { createStorage } from '../storage';
import { MapBackend } from '../storage/mapBackend';
import { createStore } from '../store';
import type { PageWindow, StoreServices } from '../storeServices';

export interface FakeCall {
  method: HttpMethod;
  path: string;
  params: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  form: boolean;
  /** The request id when the call travelled inside a batch_request. */
  batchId?: string;
}

export type FakeRoute = (call: FakeCall) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

export const ok = <T>(data: T): ApiResult<T> => ({ result: 0, message: '', data });
export const fail = (result: number, message = 'refused'): ApiResult<never> => ({
  result,
  message,
  data: undefined,
});

/** An API client whose answers come from `route`; batch_request is answered call by call. */
export function fakeApi(route: FakeRoute) {
  const calls: FakeCall[] = [];
  const answer = async (call: FakeCall): Promise<ApiResult<unknown>> => {
    calls.push(call);
    if (call.path !== BATCH_PATH) return route(call);
    const body = call.params as unknown as BatchRequestBody;
    const ResultMap: Record<string, string> = {};
    for (const sub of body.requests) {
      const r = await answer({
        method: sub.method as HttpMethod,
        path: sub.path,
        params: sub.params as Record<string, unknown> | undefined,
        headers: {},
        form: false,
        batchId: sub.request_id,
      });
      ResultMap[sub.request_id] = JSON.stringify(r);
    }
    return ok({ ResultMap });
  };
  const request = <T>(req: ApiRequest, options?: CallOptions) =>
    answer({
      method: req.method,
      path: req.path,
      params: req.params,
      headers: { ...options?.headers },
      form: req.form === true,
    }) as Promise<ApiResult<T>>;
  const api: ApiClient = {
    request,
    get: (path, params, options) => request({ method: 'GET', path, params }, options),
    post: (path, params, options) => request({ method: 'POST', path, params }, options),
    postForm: (path, params, options) => request({ method: 'POST', path, params, form: true }, options),
    headers: () => ({}),
    currentBase: () => '',
    report: () => undefined,
  };
  return { api, calls };
}

export const TEST_DEVICE_ID = '0123456789abcdef0123456789abcdef';

/** A page at this address: assign and reload are recorded, nothing leaves; `restore` plays Back to it. */
export function fakePage(href = 'https://pay.example.com/pay') {
  const visited: string[] = [];
  const restoredListeners = new Set<() => void>();
  let reloads = 0;
  let url = new URL(href);
  const page: PageWindow = {
    location: () => url,
    assign: (to) => {
      visited.push(to);
    },
    reload: () => {
      reloads += 1;
    },
    onRestored: (listener) => {
      restoredListeners.add(listener);
      return () => restoredListeners.delete(listener);
    },
  };
  return {
    page,
    visited,
    reloads: () => reloads,
    /** The browser shows the page again from its back-forward cache. */
    restore: () => restoredListeners.forEach((l) => l()),
    goTo: (to: string) => {
      url = new URL(to, url);
    },
  };
}

export interface TestStoreOptions {
  route?: FakeRoute;
  now?: () => number;
  href?: string;
  services?: Partial<StoreServices>;
}

/** A store on fake services. */
export function createTestStore(options: TestStoreOptions = {}) {
  const backend = new MapBackend();
  const storage = createStorage(backend, () => undefined);
  const { api, calls } = fakeApi(options.route ?? (() => fail(404, 'no route')));
  const overlays = createOverlays();
  const toasts: string[] = [];
  const toast = overlays.toast;
  overlays.toast = (text: string) => {
    toasts.push(text);
    toast(text);
  };
  const session = createSession(storage);
  const page = fakePage(options.href);
  let uuids = 0;
  const services: StoreServices = {
    api,
    batch: createBatch(api),
    storage,
    device: {
      deviceId: () => TEST_DEVICE_ID,
      nanoId: () => TEST_DEVICE_ID,
      deviceToken: () => '00000000-0000-4000-8000-000000000000',
      pageViewId: () => `h5-${TEST_DEVICE_ID}-1`,
      renewPageViewId: () => `h5-${TEST_DEVICE_ID}-2`,
    },
    session,
    overlays,
    i18n: createI18n(),
    pkgInfo: { get: () => Promise.resolve(null), refresh: () => Promise.resolve(null) },
    grayScore: () => 0,
    loadSessionUser: () => Promise.resolve(null),
    logger: { debug: () => undefined, warn: () => undefined },
    now: options.now ?? (() => Date.now()),
    uuid: () => {
      uuids += 1;
      return `00000000-0000-4000-8000-${String(uuids).padStart(12, '0')}`;
    },
    page: page.page,
    payEvents: createEventBus<PayEvent>(),
    ...options.services,
  };
  const store = createStore(services);
  const events: PayEvent[] = [];
  services.payEvents.on((e) => events.push(e));
  return { store, services, calls, backend, toasts, page, events };
}
