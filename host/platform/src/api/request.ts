import {
  buildHeaders,
  encodeForm,
  encodeJson,
  encodeQuery,
  normaliseBase,
  withQuery,
} from '@topup/shared/domain/apiResult';
import type { ApiClientDeps, ApiRequest, CallOptions, HttpMethod } from './types';

// How a call becomes a request (spec 02 §7): its URL, headers and body. The page's client (client.ts) and
// the early scripts' sender (host/src/early/earlyClient.ts) both build their requests here, so that an early
// answer is taken only for the very same bytes (keptAnswers.ts) and the early script carries none of the
// client's bridge, time-outs or backup dialling.

const CONTENT_TYPE = {
  json: 'application/json;charset=UTF-8',
  form: 'application/x-www-form-urlencoded;charset=UTF-8',
} as const;

/** A request ready to go: path with its query, headers and body text. */
export interface Prepared {
  method: HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
  form: boolean;
}

/** What a request's headers and base are made of. */
export type RequestDeps = Pick<
  ApiClientDeps,
  'baseUrl' | 'hostname' | 'deviceId' | 'deviceToken' | 'sessionKey' | 'inAppShell'
> & { backup: Pick<ApiClientDeps['backup'], 'remembered'> };

/** The common headers a call to `path` carries. */
export const requestHeaders =
  (deps: RequestDeps) =>
  (path: string): Record<string, string> =>
    buildHeaders({
      hostname: deps.hostname(),
      deviceId: deps.deviceId(),
      deviceToken: deps.deviceToken?.(),
      sessionKey: deps.sessionKey(),
      inAppShell: deps.inAppShell(),
      path,
    });

/** The page's own API base, normalised when it can be. */
export const primaryBaseOf = (deps: Pick<RequestDeps, 'baseUrl'>) => (): string =>
  normaliseBase(deps.baseUrl()) ?? deps.baseUrl();

/** The base calls go to now: the remembered backup (spec 02 §7), else the page's API base. */
export const currentBaseOf = (deps: RequestDeps) => {
  const primary = primaryBaseOf(deps);
  return (): string => {
    const remembered = deps.backup.remembered();
    const usable = remembered === undefined ? undefined : normaliseBase(remembered);
    return usable ?? primary();
  };
};

/** The request of a call: throws on a path that is not absolute, or params that cannot be encoded. */
export function prepareRequest(
  req: ApiRequest,
  headers: Record<string, string>,
  options?: CallOptions,
): Prepared {
  if (!req.path.startsWith('/')) throw new Error('an API path starts with /');
  const h = { ...headers, ...options?.headers };
  if (req.method === 'GET') {
    return { method: 'GET', path: withQuery(req.path, encodeQuery(req.params)), headers: h, form: false };
  }
  const form = req.form === true;
  const body = form ? encodeForm(req.params) : encodeJson(req.params);
  return {
    method: 'POST',
    path: req.path,
    headers: { 'content-type': form ? CONTENT_TYPE.form : CONTENT_TYPE.json, ...h },
    body,
    form,
  };
}

/** base + path; an absolute base must make a valid http(s) URL (throws otherwise: a setup error). */
export function urlOf(base: string, path: string): string {
  const url = `${base}${path}`;
  if (base !== '') new URL(url);
  return url;
}

/** The fetch init of a prepared request. */
export function fetchInit(p: Prepared, signal?: AbortSignal): RequestInit {
  const init: RequestInit = { method: p.method, headers: p.headers };
  if (signal) init.signal = signal;
  if (p.body !== undefined) init.body = p.body;
  return init;
}
