import { stableJson } from '../calls/defineCall';
import { BATCH_PATH, type Batch, type BatchCall, type BatchResults } from './batch';
import type { ApiClient, ApiResult, Params } from './types';

// The critical path: a page's first batch_request used to wait for its remote to download, run
// and render. The host knows the route, so it sends that batch as the page starts, beside the remote's
// download (host/src/routing/headStart.ts), and the page's own batch takes the answer on its way instead of
// asking again. Only the page's first batch can take it, and only when it is the same requests with the same
// headers (session key, device): anything else — another account chosen, another key, a retry — is sent as
// always. No time decides it: the early answer is the page's start, or nothing.

type AnyCalls = readonly BatchCall<unknown, string>[];

export interface HeadStartBatch {
  /** The batch function of the page: the first call may be answered by the head start. */
  batch: Batch;
  /** Sends `calls` now, for the page's first batch; ignored once the page has sent a batch. */
  startEarly(calls: AnyCalls): void;
}

export function withHeadStart(
  send: Batch,
  headers: (path: string) => Record<string, string>,
): HeadStartBatch {
  let early: { key: string; answer: Promise<BatchResults<AnyCalls>> } | null = null;
  let pageStarted = false;
  /** What the server is asked: the sub-requests and every header the body will carry. */
  const keyOf = (calls: AnyCalls) =>
    stableJson({
      header: headers(BATCH_PATH),
      calls: calls.map((c) => ({ ...c, header: { ...headers(c.path), ...c.header } })),
    });

  const batch = ((calls: AnyCalls, options?: Parameters<Batch>[1]) => {
    const kept = early;
    early = null;
    pageStarted = true;
    if (kept && options === undefined && kept.key === keyOf(calls)) return kept.answer;
    return send(calls, options);
  }) as Batch;

  return {
    batch,
    startEarly(calls) {
      if (pageStarted || early || calls.length === 0) return;
      early = { key: keyOf(calls), answer: send(calls) };
    },
  };
}

export interface EarlyGets {
  /** The page's client: its first GET of a path may be answered by the one sent early. */
  client: ApiClient;
  /** Sends GET `path` now, for the page's first GET of that path; ignored once the page has asked it. */
  startEarly(path: string, params?: Params): void;
}

/**
 * The same for one GET (the share page's room): the page's first GET of a path takes the early answer when
 * it asks the same query with the same headers; any other GET of that path, and every later one, is sent.
 */
export function withEarlyGets(client: ApiClient): EarlyGets {
  const early = new Map<string, { key: string; answer: Promise<ApiResult<unknown>> }>();
  const asked = new Set<string>();
  const keyOf = (path: string, params: Params | undefined) =>
    stableJson({ path, params: params ?? {}, header: client.headers(path) });

  const get: ApiClient['get'] = <T>(
    path: string,
    params?: Params,
    options?: Parameters<ApiClient['get']>[2],
  ) => {
    const kept = early.get(path);
    early.delete(path);
    asked.add(path);
    if (kept && options === undefined && kept.key === keyOf(path, params))
      return kept.answer as Promise<ApiResult<T>>;
    return client.get<T>(path, params, options);
  };

  return {
    client: { ...client, get },
    startEarly(path, params) {
      if (asked.has(path) || early.has(path)) return;
      early.set(path, { key: keyOf(path, params), answer: client.get(path, params) });
    },
  };
}
