import type { FetchLike } from './types';

// The critical path: on the routes with a head start, the server writes a small script into the
// page (host/src/early/), which sends the route's first calls while the host's own script is still on its
// way — about when the HTML has arrived instead of when the host has downloaded and run. It keeps each
// answer here, under the request it made. The page's client sends its calls through `adoptingFetch`: a call
// that is the same request (method, URL, every header, body) takes the kept answer, once; any other call, and
// every call after that one, goes to the network as always. No time decides it: a kept answer still on its
// way is waited for as the network would be, and a request that differs in one header is sent again.

/** Where the early script leaves its answers for the page (the page's global). */
export const EARLY_RESPONSES = '__TOPUP_EARLY__';

/** One answer the early script asked for, under the request that asked it. */
export interface EarlyResponse {
  key: string;
  response: Promise<Response>;
}

/** The request a fetch makes, as text: equal only when method, URL, headers and body are all equal. */
export function requestKey(url: string, init: RequestInit): string | null {
  const { headers = {}, body } = init;
  // the API client sends plain header objects and text bodies; anything else is never adopted
  if (headers === null || Object.getPrototypeOf(headers) !== Object.prototype) return null;
  if (body !== undefined && body !== null && typeof body !== 'string') return null;
  const sorted = Object.entries(headers as Record<string, string>)
    .map(([k, v]) => [k.toLowerCase(), v])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return JSON.stringify([(init.method ?? 'GET').toUpperCase(), url, sorted, body ?? null]);
}

/** The early script's fetch: sends, keeps the answer for the page, and gives the caller a copy of it. */
export function recordingFetch(send: FetchLike, kept: EarlyResponse[]): FetchLike {
  return (url, init) => {
    // the answer is the page's: the early caller's own time-out does not cancel it
    const response = send(url, { ...init, signal: null });
    const key = requestKey(url, init);
    if (key !== null) kept.push({ key, response });
    // the page reads the kept answer's body; the early caller reads its own copy (or nothing, on failure)
    return response.then((r) => r.clone());
  };
}

/** The page's fetch: the early script's answer to the same request, once, else the network. */
export function adoptingFetch(send: FetchLike, kept: () => EarlyResponse[] | undefined): FetchLike {
  return (url, init) => {
    const list = kept();
    const key = list?.length ? requestKey(url, init) : null;
    const at = key === null || !list ? -1 : list.findIndex((e) => e.key === key);
    if (at < 0 || !list) return send(url, init);
    const [early] = list.splice(at, 1);
    return early!.response;
  };
}

/** The answers the early script left in this page (none outside a browser, or without the script). */
export function earlyResponsesOfPage(): EarlyResponse[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const list = (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
  return Array.isArray(list) ? (list as EarlyResponse[]) : undefined;
}
