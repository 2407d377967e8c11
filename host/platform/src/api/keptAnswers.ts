import type { FetchLike } from './types';

// The critical path, one head start with one key. A route's first calls leave before its page asks them:
// from the early script the server writes into the page (host/src/early/), before the host's script has
// arrived, or else from the host as it starts (host/src/routing/headStart.ts, the client's `ahead`), inside
// the app shell too. Either way each answer is kept here under the request that asked it — method, URL, every
// header, body — and the page's client takes it when its own first request of that URL is the very same
// request; any other request, and every later one of that URL, goes out as always. No time decides it: an
// answer still on its way is waited for as the network would be, and a request that differs in one header
// (another account, another session key, a backup host) is sent again.

/** Where the early script leaves its answers for the page (the page's global). */
export const EARLY_RESPONSES = '__TOPUP_EARLY__';

/** An answer as a transport gives it: the HTTP status and the body (text over fetch; the bridge's as it relays). */
export interface Answer {
  status: number;
  body: unknown;
}

/** One answer asked ahead of the page, under the request that asked it. */
export interface KeptAnswer {
  key: string;
  /** The URL without its query: the page's first request of it is the one that can take the answer. */
  at: string;
  /** Rejects when no answer came: with the client's failure code (spec 02 §8) when it has one. */
  answer: Promise<Answer>;
}

/** What a request is made of, as fetch and the client's prepared request both carry it. */
interface RequestParts {
  method?: string;
  headers?: unknown;
  body?: unknown;
}

/** The request as text: equal only when method, URL, headers and body are all equal; null when it cannot tell. */
export function requestKey(url: string, init: RequestParts): string | null {
  const { headers = {}, body } = init;
  // the API client sends plain header objects and text bodies; anything else is never taken
  if (headers === null || Object.getPrototypeOf(headers) !== Object.prototype) return null;
  if (body !== undefined && body !== null && typeof body !== 'string') return null;
  const sorted = Object.entries(headers as Record<string, string>)
    .map(([k, v]) => [k.toLowerCase(), v])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return JSON.stringify([(init.method ?? 'GET').toUpperCase(), url, sorted, body ?? null]);
}

const placeOf = (url: string): string => url.split('?')[0] ?? url;

/** The early script's fetch: sends, keeps the answer for the page, and gives the caller the response. */
export function recordingFetch(send: FetchLike, kept: KeptAnswer[]): FetchLike {
  return (url, init) => {
    // the answer is the page's: the early caller's own time-out does not cancel it
    const response = send(url, { ...init, signal: null });
    const key = requestKey(url, init);
    // the page reads a copy of the body, made before the early caller reads its own
    if (key !== null) {
      const answer = response.then((r) =>
        r
          .clone()
          .text()
          .then((body) => ({ status: r.status, body })),
      );
      answer.catch(() => undefined); // a failure is the page's to meet, when it takes this answer
      kept.push({ key, at: placeOf(url), answer });
    }
    return response;
  };
}

export interface KeptAnswers {
  /**
   * The page's request to `url`: the kept answer to this very request when it is the page's first request
   * of that URL, once; every other answer kept for that URL ends.
   */
  take(url: string, key: string | null): Promise<Answer> | undefined;
  /** Asks `send()` now for the page, unless the page has asked that URL already or the same request is kept. */
  keep(url: string, key: string, send: () => Promise<Answer>): void;
}

/** The page's kept answers, over `list`: the early script's (it may add to it later), or the host's own. */
export function keptAnswers(list: KeptAnswer[]): KeptAnswers {
  const asked = new Set<string>();
  return {
    take(url, key) {
      const at = placeOf(url);
      asked.add(at);
      let taken: Promise<Answer> | undefined;
      for (let i = list.length - 1; i >= 0; i -= 1) {
        const kept = list[i]!;
        if (kept.at !== at) continue;
        list.splice(i, 1);
        if (kept.key === key) taken = kept.answer;
      }
      return taken;
    },
    keep(url, key, send) {
      const at = placeOf(url);
      if (asked.has(at) || list.some((k) => k.key === key)) return;
      const answer = send();
      answer.catch(() => undefined); // a failure is the page's to meet, when it takes this answer
      list.push({ key, at, answer });
    },
  };
}

/** The answers the early script left in this page (none outside a browser, or without the script). */
export function earlyResponsesOfPage(): KeptAnswer[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const list = (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
  return Array.isArray(list) ? (list as KeptAnswer[]) : undefined;
}
