import { BATCH_DEFAULT_TIMEOUT_MS, BATCH_MAX_REQUESTS } from '@topup/shared/contract/sysValues';
import type { BatchRequestBody, BatchResponseData, BatchSubRequest, HeaderMap } from '@topup/shared/contract';
import { CLIENT_NO_RESPONSE, CLIENT_SETUP_ERROR, OK } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import {
  HEADER,
  clientFailure,
  normaliseResponse,
  parseBody,
  type ApiResult,
} from '@topup/shared/domain/apiResult';
import type { ApiClient, ApiRequest, CallOptions, HttpMethod, Params } from './types';

// spec 01 §7: POST /api/sys/batch_request/, several calls in one round trip.
/** The batch's own timeout, read by the server (spec 01 §9). */
export const BATCH_TIMEOUT_MS = BATCH_DEFAULT_TIMEOUT_MS;
/** Most sub-requests the server takes in one batch; longer lists go as several batches, in order. */
export const BATCH_CHUNK = BATCH_MAX_REQUESTS;
export const BATCH_PATH = API.batchRequest.path;

/** One sub-request. `T` is the type of its `data` on success (type only). */
export interface BatchCall<T = unknown, Id extends string = string> {
  method: HttpMethod;
  path: string;
  /** Chosen by the caller, or generated ("req_0", "req_1", … by position) when absent. */
  request_id?: Id;
  /** GET: the query (arrays as repeated keys); POST: the JSON body. */
  params?: Params;
  header?: HeaderMap;
  /** Never set: carries `T` for the result type. */
  readonly __data?: T;
}

/** Declares a sub-request with the type of its data: `batchCall<CheckUid>()({ method, path, request_id })`. */
export const batchCall =
  <T>() =>
  <const Id extends string = string>(call: Omit<BatchCall<T, Id>, '__data'>): BatchCall<T, Id> =>
    call;

type IdOf<C> = C extends { request_id?: infer I }
  ? I extends string
    ? string extends I
      ? never
      : I
    : never
  : never;
type DataOf<C> = C extends BatchCall<infer T, string> ? T : unknown;

/** Results keyed by request id: typed for caller-chosen ids, `ApiResult<unknown>` for any other key. */
export type BatchResults<R extends readonly BatchCall<unknown, string>[]> = Record<
  string,
  ApiResult<unknown>
> & {
  [C in R[number] as IdOf<C>]: ApiResult<DataOf<C>>;
};

const isStringRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Request ids: the caller's, else "req_<position>" skipping ids the caller took. */
export function assignIds(calls: readonly BatchCall<unknown, string>[]): string[] {
  const taken = new Set(calls.map((c) => c.request_id).filter((id): id is string => id !== undefined));
  return calls.map((c, i) => {
    if (c.request_id !== undefined) return c.request_id;
    let id = `req_${i}`;
    for (let n = 1; taken.has(id); n += 1) id = `req_${i}_${n}`;
    taken.add(id);
    return id;
  });
}

const copyFailure = (r: ApiResult<unknown>): ApiResult<unknown> => ({ ...r, data: undefined });

/** The body of one batch of `calls` (at most BATCH_CHUNK) under their request `ids`. */
function batchBody(
  client: Pick<ApiClient, 'headers'>,
  calls: readonly BatchCall<unknown, string>[],
  ids: string[],
): BatchRequestBody {
  const requests: BatchSubRequest[] = calls.map((c, i) => {
    // spec 02 §6: a third-party path carries the session key as its own header, also inside a batch.
    const token = client.headers(c.path)[HEADER.accountToken];
    const header: HeaderMap = {
      ...(token === undefined ? {} : { [HEADER.accountToken]: token }),
      ...c.header,
    };
    const sub: BatchSubRequest = { method: c.method, path: c.path, request_id: ids[i] ?? '' };
    if (c.params !== undefined) sub.params = c.params;
    if (Object.keys(header).length > 0) sub.header = header;
    return sub;
  });
  return {
    async: false,
    timeout: BATCH_TIMEOUT_MS,
    header: client.headers(BATCH_PATH),
    requests,
  };
}

async function runChunk(
  client: ApiClient,
  calls: readonly BatchCall<unknown, string>[],
  ids: string[],
  options: CallOptions | undefined,
): Promise<Record<string, ApiResult<unknown>>> {
  const body = batchBody(client, calls, ids);
  const out: Record<string, ApiResult<unknown>> = {};
  const whole = await client.post<BatchResponseData>(BATCH_PATH, body, options);
  const resultMap = whole.result === OK && isStringRecord(whole.data) ? whole.data.ResultMap : undefined;
  if (whole.result !== OK || !isStringRecord(resultMap)) {
    const failure = whole.result !== OK ? whole : clientFailure<unknown>(CLIENT_NO_RESPONSE);
    // The client reported a failed call already; an answer without ResultMap is reported here, once.
    if (whole.result === OK) client.report(BATCH_PATH, body, failure);
    for (const id of ids) out[id] = copyFailure(failure);
    return out;
  }

  calls.forEach((c, i) => {
    const id = ids[i] ?? '';
    const entry = Object.prototype.hasOwnProperty.call(resultMap, id) ? resultMap[id] : undefined;
    // A missing or unreadable entry fails only its own request (spec 01 §7).
    const r: ApiResult<unknown> =
      entry === undefined || parseBody(entry) === undefined
        ? clientFailure(CLIENT_NO_RESPONSE)
        : normaliseResponse(200, entry);
    client.report(c.path, c.params, r);
    out[id] = r;
  });
  return out;
}

/**
 * Runs the calls as POST /api/sys/batch_request/ (async false: the server runs them in order) and
 * returns each normalised result by request id. A sub-request's failure leaves its siblings alone;
 * a failure of the batch call itself becomes every entry's result. Never rejects.
 */
export async function runBatch<const R extends readonly BatchCall<unknown, string>[]>(
  client: ApiClient,
  requests: R,
  options?: CallOptions,
): Promise<BatchResults<R>> {
  const out: Record<string, ApiResult<unknown>> = {};
  if (requests.length === 0) return out as BatchResults<R>;
  const ids = assignIds(requests);
  if (new Set(ids).size !== ids.length) {
    // Two calls with one id could not be told apart in the answer: nothing is sent.
    const failure = clientFailure<unknown>(CLIENT_SETUP_ERROR);
    client.report(BATCH_PATH, requests, failure);
    for (const id of ids) out[id] = copyFailure(failure);
    return out as BatchResults<R>;
  }
  for (let start = 0; start < requests.length; start += BATCH_CHUNK) {
    Object.assign(
      out,
      await runChunk(
        client,
        requests.slice(start, start + BATCH_CHUNK),
        ids.slice(start, start + BATCH_CHUNK),
        options,
      ),
    );
  }
  return out as BatchResults<R>;
}

/** `batch(requests)` bound to one client. */
export const createBatch =
  (client: ApiClient) =>
  <const R extends readonly BatchCall<unknown, string>[]>(
    requests: R,
    options?: CallOptions,
  ): Promise<BatchResults<R>> =>
    runBatch(client, requests, options);

/**
 * Sends `calls` now, ahead of the page (the route's head start: keptAnswers.ts), as the page's batch of
 * the same calls will ask them, when they fit one batch; the page's batch takes the answer.
 */
export function batchAhead(
  client: Pick<ApiClient, 'headers'> & { ahead(req: ApiRequest): void },
  calls: readonly BatchCall<unknown, string>[],
): void {
  if (calls.length > 0 && calls.length <= BATCH_CHUNK)
    client.ahead({ method: 'POST', path: BATCH_PATH, params: batchBody(client, calls, assignIds(calls)) });
}

/** The batch function of one client. */
export type Batch = ReturnType<typeof createBatch>;
