import {
  CLIENT_ABORTED,
  CLIENT_BRIDGE_ERROR,
  CLIENT_NO_RESPONSE,
  CLIENT_SETUP_ERROR,
  CLIENT_TIMEOUT,
  OK,
} from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import {
  clientFailure,
  normaliseBase,
  normaliseResponse,
  type ApiResult,
  type ClientCode,
} from '@topup/shared/domain/apiResult';
import { BridgeError, clientCodeOf } from '../bridge/errors';
import { requestKey, type Answer } from './keptAnswers';
import { createReadyGate } from './readyGate';
import { currentBaseOf, fetchInit, prepareRequest, requestHeaders, urlOf, type Prepared } from './request';
import type { ApiClient, ApiClientDeps, ApiRequest, CallOptions, Params } from './types';

/** spec 02 §9: API timeout. */
export const API_TIMEOUT_MS = 60_000;
/** spec 02 §4, §9: a call relayed through the native bridge. */
export const BRIDGE_TIMEOUT_MS = 5_000;
/** spec 02 §7, §9: dialling a backup host. */
export const BACKUP_DIAL_TIMEOUT_MS = 5_000;

type Outcome = { ok: true; status: number; body: unknown } | { ok: false; result: ClientCode };

const failed = (result: ClientCode): Outcome => ({ ok: false, result });

/** Thrown inside `send` when the call's own controller aborted; `why` decides the code. */
class Stopped extends Error {}

/** The client with the head start's way in: `ahead` asks a request now for the page (keptAnswers.ts). */
export interface PageApiClient extends ApiClient {
  /**
   * Sends `req` now, ahead of the page: its answer is kept for the page's first request of the same URL,
   * which takes it when it is the very same request. Nothing is reported: the page's call reports what
   * it takes. Without kept answers (`deps.kept`), nothing is sent.
   */
  ahead(req: ApiRequest): void;
}

/**
 * The API client (spec 02 §7, §8). Every call resolves, never rejects, with `{ result, message, data }`;
 * every nonzero result goes once to `deps.onError`. Calls go through the native wrapper when it is
 * available, else through fetch; a network failure over fetch dials the backup domains once.
 */
export function createApiClient(deps: ApiClientDeps): PageApiClient {
  const headers = requestHeaders(deps);
  const currentBase = currentBaseOf(deps);

  const bridgeSettled = createReadyGate(deps.ready);

  const report = (path: string, params: unknown, r: ApiResult<unknown>): void => {
    if (r.result === OK) return;
    try {
      deps.onError({ result: r.result, message: r.message, path, params });
    } catch {
      // the handler's own failure must not turn a resolved call into a rejected one
    }
  };

  const prepare = (req: ApiRequest, options: CallOptions | undefined): Prepared =>
    prepareRequest(req, headers(req.path), options);

  /** One attempt on one base, bounded by the timeout and the caller's signal. */
  async function send(
    base: string,
    p: Prepared,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    useBridge: boolean,
    mayTake = false,
  ): Promise<Outcome> {
    if (signal?.aborted) return failed(CLIENT_ABORTED);
    let url: string;
    try {
      url = urlOf(base, p.path);
    } catch {
      return failed(CLIENT_SETUP_ERROR);
    }

    let why: 'timeout' | 'caller' | undefined;
    const controller = new AbortController();
    let stop: (e: Stopped) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    stopped.catch(() => undefined);
    const abort = (reason: 'timeout' | 'caller') => {
      why ??= reason;
      controller.abort();
      stop(new Stopped(reason));
    };
    const timer = setTimeout(() => abort('timeout'), timeoutMs);
    const onCallerAbort = () => abort('caller');
    signal?.addEventListener('abort', onCallerAbort);
    // A transport that ignores the signal still loses the race.
    const race = <T>(work: Promise<T>): Promise<T> => Promise.race([work, stopped]);

    try {
      // the page's own request takes the answer asked ahead of it, when it is the very same request
      const kept = mayTake && deps.kept?.take(url, requestKey(url, p));
      if (kept) {
        try {
          return { ok: true, ...(await race(kept)) };
        } catch (e) {
          if (why) return failed(why === 'caller' ? CLIENT_ABORTED : CLIENT_TIMEOUT);
          // the client's own failure code of a call sent ahead; the early script's fetch failed
          return failed(typeof e === 'number' ? (e as ClientCode) : CLIENT_NO_RESPONSE);
        }
      }
      if (useBridge) {
        const bridge = deps.bridge;
        if (!bridge) return failed(CLIENT_BRIDGE_ERROR);
        try {
          const res = await race(
            Promise.resolve().then(() =>
              bridge.request(
                {
                  method: p.method,
                  url,
                  headers: p.headers,
                  ...(p.body === undefined ? {} : { body: p.body, form: p.form }),
                },
                Math.min(BRIDGE_TIMEOUT_MS, timeoutMs),
              ),
            ),
          );
          return { ok: true, status: res.status, body: res.body };
        } catch (e) {
          if (e instanceof Stopped || why) return failed(why === 'caller' ? CLIENT_ABORTED : CLIENT_TIMEOUT);
          // spec 02 §8: the relay's own 5 s time-out is a time-out (-1) like ours; other bridge failures -4
          return failed(e instanceof BridgeError ? clientCodeOf(e) : CLIENT_BRIDGE_ERROR);
        }
      }

      const fetchImpl = deps.fetchImpl ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
      if (!fetchImpl) return failed(CLIENT_SETUP_ERROR);
      try {
        const res = await race(fetchImpl(url, fetchInit(p, controller.signal)));
        const text = await race(res.text());
        return { ok: true, status: res.status, body: text };
      } catch {
        if (why) return failed(why === 'caller' ? CLIENT_ABORTED : CLIENT_TIMEOUT);
        return failed(CLIENT_NO_RESPONSE);
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const toResult = <T>(o: Outcome): ApiResult<T> =>
    o.ok ? normaliseResponse<T>(o.status, o.body) : clientFailure<T>(o.result);

  // ---- backup domains (spec 02 §7) ----

  async function alive(base: string, signal: AbortSignal): Promise<boolean> {
    const probe = async (path: string) => {
      const p: Prepared = { method: 'GET', path, headers: headers(path), form: false };
      return toResult(await send(base, p, BACKUP_DIAL_TIMEOUT_MS, signal, false)).result === OK;
    };
    const answers = await Promise.all([probe(API.h5Info.path), probe(API.healthCheck.path)]);
    return answers.every(Boolean);
  }

  async function dialBackups(failedBase: string): Promise<string | undefined> {
    let listed: string[];
    try {
      listed = await deps.backup.list();
    } catch {
      listed = [];
    }
    // The page's own base is a candidate too, so a dead remembered backup can hand back to it.
    const candidates = [...new Set([...listed, deps.baseUrl()].map((b) => normaliseBase(b)))].filter(
      (b): b is string => b !== undefined && b !== failedBase,
    );
    if (candidates.length === 0) return undefined;
    const done = new AbortController();
    try {
      // All hosts are dialled at once; the first one where both calls answer 0 wins.
      const winner = await Promise.any(
        candidates.map(async (b) => {
          if (await alive(b, done.signal)) return b;
          throw new Error('dead');
        }),
      );
      deps.backup.remember(winner);
      return winner;
    } catch {
      return undefined;
    } finally {
      done.abort();
    }
  }

  // Calls that fail together share one dial.
  let dialing: { from: string; result: Promise<string | undefined> } | undefined;
  function findBackup(failedBase: string): Promise<string | undefined> {
    if (dialing?.from === failedBase) return dialing.result;
    const result = dialBackups(failedBase).finally(() => {
      if (dialing?.result === result) dialing = undefined;
    });
    dialing = { from: failedBase, result };
    return result;
  }

  function ahead(req: ApiRequest): void {
    let p: Prepared;
    let url: string;
    const base = currentBase();
    try {
      p = prepare(req, undefined);
      url = urlOf(base, p.path);
    } catch {
      return; // the page's own call meets the same failure, and reports it
    }
    const key = requestKey(url, p);
    if (key !== null)
      deps.kept?.keep(url, key, async (): Promise<Answer> => {
        // as the page's own call (request below): in the app shell, once the bridge has shown up or will not
        const waiting = deps.inAppShell() ? bridgeSettled() : undefined;
        if (waiting) await waiting;
        const o = await send(base, p, API_TIMEOUT_MS, undefined, deps.bridge?.available() ?? false);
        if (!o.ok) throw o.result;
        return o;
      });
  }

  async function request<T>(req: ApiRequest, options?: CallOptions): Promise<ApiResult<T>> {
    const params: unknown = req.params;
    const finish = (r: ApiResult<T>): ApiResult<T> => {
      report(req.path, params, r);
      return r;
    };

    let p: Prepared;
    try {
      p = prepare(req, options);
    } catch {
      return finish(clientFailure(CLIENT_SETUP_ERROR));
    }
    const timeoutMs = options?.timeoutMs ?? API_TIMEOUT_MS;
    // spec 02 §4: in the app shell the bridge may be injected after the page starts; the first calls wait
    // for it (at most 50 × 16 ms + 500 ms) instead of going over plain HTTP before it is there.
    const waiting = deps.inAppShell() ? bridgeSettled() : undefined;
    if (waiting) await waiting;
    let useBridge: boolean;
    try {
      useBridge = deps.bridge?.available() ?? false;
    } catch {
      return finish(clientFailure(CLIENT_BRIDGE_ERROR));
    }

    const base = currentBase();
    let outcome = await send(base, p, timeoutMs, options?.signal, useBridge, true);
    // Only a network failure over HTTP dials the backups: an HTTP error came from a live server,
    // a timeout may be a slow server that did the work, and the bridge chooses its own host.
    if (!outcome.ok && outcome.result === CLIENT_NO_RESPONSE && !useBridge) {
      const backup = await findBackup(base);
      if (options?.signal?.aborted) return finish(clientFailure(CLIENT_ABORTED));
      if (backup !== undefined) outcome = await send(backup, p, timeoutMs, options?.signal, false);
    }
    return finish(toResult<T>(outcome));
  }

  return {
    request,
    get: <T>(path: string, params?: Params, options?: CallOptions) =>
      request<T>({ method: 'GET', path, params }, options),
    post: <T>(path: string, body?: Params, options?: CallOptions) =>
      request<T>({ method: 'POST', path, params: body }, options),
    postForm: <T>(path: string, params?: Params, options?: CallOptions) =>
      request<T>({ method: 'POST', path, params, form: true }, options),
    headers,
    currentBase,
    report,
    ahead,
  };
}
