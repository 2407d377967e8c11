// Test doubles for the API client: a fake fetch that records what was sent, and client deps.
import type { ApiClientDeps, ApiErrorReport } from './types';

export interface SentCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

/** What the fake server does for one call: answer, fail the connection, or never answer. */
export type FakeAnswer =
  { status?: number; body: unknown } | { networkError: true } | { hang: true } | { bodyError: true };

export interface FakeResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

const response = (status: number, text: string): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(text),
  json: () => Promise.resolve(JSON.parse(text) as unknown),
});

/**
 * A fetch whose answers come from `route(call)`. A body given as an object is sent as JSON text.
 * A hanging call rejects when its signal aborts, like the real fetch.
 */
export function fakeFetch(route: (call: SentCall) => FakeAnswer) {
  const calls: SentCall[] = [];
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<FakeResponse> => {
    const call: SentCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const answer = route(call);
    if ('networkError' in answer) return Promise.reject(new TypeError('Failed to fetch'));
    if ('hang' in answer) {
      return new Promise((_, reject) => {
        call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if ('bodyError' in answer) {
      return Promise.resolve({
        ...response(200, ''),
        text: () => Promise.reject(new TypeError('connection reset')),
      });
    }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve(response(answer.status ?? 200, text));
  });
  return { fetch: fn as unknown as typeof fetch, mock: fn, calls };
}

/** A backup store kept in memory. */
export function memoryBackup(list: string[] | (() => Promise<string[]>)) {
  let remembered: string | undefined;
  const remember = jest.fn((base: string) => {
    remembered = base;
  });
  return {
    list: typeof list === 'function' ? list : () => list,
    remember,
    remembered: () => remembered,
  };
}

export const DEVICE_ID = '0123456789abcdef0123456789abcdef';

export function testDeps(over: Partial<ApiClientDeps> = {}) {
  const errors: ApiErrorReport[] = [];
  const onError = jest.fn((e: ApiErrorReport) => {
    errors.push(e);
  });
  const deps: ApiClientDeps = {
    baseUrl: () => 'https://api.example.com',
    hostname: () => 'pay.kanka.example.com',
    deviceId: () => DEVICE_ID,
    sessionKey: () => undefined,
    inAppShell: () => false,
    backup: memoryBackup([]),
    onError,
    ...over,
  };
  return { deps, onError, errors };
}
