import { CLIENT_TIMEOUT } from '@topup/shared/contract/codes';
import { clientFailure, encodeForm, normaliseResponse, type ApiResult } from '@topup/shared/domain/apiResult';
import type { ApiClient, FetchLike, Params } from '../api/types';

// spec 02 §9: a remote-config fetch carries the kept config's etag (If-None-Match) and reads the server's
// ETag and its 304. The API client answers `{ result, message, data }` only (no status, no headers), so this
// call is sent with fetch itself — to the same base and with the same headers as the API client's — and
// hands over to the API client where that one knows better: inside the app shell (the native bridge carries
// the call there, and a bridge answer has no headers: no etag), and when plain HTTP got no answer at all (the
// API client dials the backup domains, spec 02 §7).

export type FetchOutcome<C> =
  { kind: 'fetched'; config: C; etag: string | null } | { kind: 'notModified' } | { kind: 'failed' };

export interface ConfigCall<C> {
  /** A POST form call of the API (the package info: /api/sys/config/). */
  path: string;
  params: Params;
  /** The config in the answer's data, or null when it is not one. */
  parse(data: unknown): C | null;
}

export interface ConditionalFetchDeps {
  api: Pick<ApiClient, 'postForm' | 'headers' | 'currentBase' | 'report'>;
  /** The native bridge carries the site's calls (the app shell). */
  viaBridge(): boolean;
  fetchImpl?: FetchLike;
  /** The API client's timeout (spec 02 §9: 60 s). */
  timeoutMs: number;
}

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
const FAILED = { kind: 'failed' } as const;

export function createConditionalFetch<C>(
  deps: ConditionalFetchDeps,
  call: ConfigCall<C>,
): (etag: string | null) => Promise<FetchOutcome<C>> {
  const read = (r: ApiResult<unknown>, etag: string | null): FetchOutcome<C> => {
    let config: C | null = null;
    try {
      config = r.result === 0 ? call.parse(r.data) : null;
    } catch {
      // an unreadable config is a failed fetch, as an unreadable answer is
    }
    return config === null ? FAILED : { kind: 'fetched', config, etag };
  };

  const throughApiClient = async (): Promise<FetchOutcome<C>> =>
    read(await deps.api.postForm<unknown>(call.path, call.params), null);

  return async (etag) => {
    const fetchImpl = deps.fetchImpl ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
    if (!fetchImpl || deps.viaBridge()) return throughApiClient();
    const headers: Record<string, string> = { 'content-type': FORM_TYPE, ...deps.api.headers(call.path) };
    if (etag !== null) headers['if-none-match'] = etag;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    let res: Response;
    let body: string;
    try {
      res = await fetchImpl(`${deps.api.currentBase()}${call.path}`, {
        method: 'POST',
        headers,
        body: encodeForm(call.params),
        // a conditional request is answered by the server, never by the browser's cache
        cache: 'no-store',
        signal: controller.signal,
      });
      body = res.status === 304 ? '' : await res.text();
    } catch {
      // timed out: the server may be slow, not gone (the API client does not dial backups for it either)
      if (controller.signal.aborted) {
        deps.api.report(call.path, call.params, clientFailure(CLIENT_TIMEOUT));
        return FAILED;
      }
      return throughApiClient();
    } finally {
      clearTimeout(timer);
    }
    if (res.status === 304) return etag === null ? FAILED : { kind: 'notModified' };
    const r = normaliseResponse<unknown>(res.status, body);
    // as the API client does for its own calls: every failure reaches the one global error handler
    deps.api.report(call.path, call.params, r);
    return read(r, res.headers.get('etag'));
  };
}
