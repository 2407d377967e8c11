import type { ApiResult } from '@topup/shared/domain/apiResult';
import type { KeptAnswers } from './keptAnswers';

export type { ApiResult, ApiOk } from '@topup/shared/domain/apiResult';

export type HttpMethod = 'GET' | 'POST';
export type Params = Record<string, unknown>;

/** A call relayed through the native wrapper (spec 02 §4). `body` is JSON text, or form text when `form`. */
export interface BridgeRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
  form?: boolean;
}

/** The part of the native bridge the client needs. `request` rejects when the bridge fails. */
export interface ApiBridge {
  available(): boolean;
  request(req: BridgeRequest, timeoutMs: number): Promise<{ status: number; body: unknown }>;
}

/** Backup domains (spec 02 §7) and the base that last worked, kept by the caller (storage). */
export interface BackupDomains {
  list(): Promise<string[]> | string[];
  remember(base: string): void;
  remembered(): string | undefined;
}

/** What the one global error handler receives for every nonzero result (spec 02 §8). */
export interface ApiErrorReport {
  result: number;
  message: string;
  path: string;
  params: unknown;
}

export interface ApiClientDeps {
  /** API base of this page; '' is the page's own origin. */
  baseUrl: () => string;
  /** The page's host name, for x-cli-pn. */
  hostname: () => string;
  /** x-cli-id, 32 hex. */
  deviceId: () => string;
  deviceToken?: () => string | undefined;
  /** Sent on every call when present. */
  sessionKey: () => string | undefined;
  /** x-cli-br=1 inside the app shell. */
  inAppShell: () => boolean;
  /** Native wrapper, preferred when available. */
  bridge?: ApiBridge;
  /**
   * Settles when the bridge has shown up or will not (spec 02 §4 readiness). Inside the app shell
   * (`inAppShell`) the first call awaits it once before choosing between the bridge and plain HTTP;
   * outside nothing waits.
   */
  ready?: () => Promise<unknown>;
  backup: BackupDomains;
  /** The one global error handler. */
  onError: (e: ApiErrorReport) => void;
  fetchImpl?: FetchLike;
  /** The answers asked ahead of the page (keptAnswers.ts): its first request of a URL may take one. */
  kept?: KeptAnswers;
  now?: () => number;
}

/** fetch as the site's calls use it: a URL and a plain init. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** Aborting it ends the call with -5. */
  signal?: AbortSignal;
  /** Extra headers of this call (e.g. X-CLI-RID of create_coin_pay); they win over the common ones. */
  headers?: Record<string, string>;
  /** Overrides the 60 s timeout. */
  timeoutMs?: number;
}

export interface ApiRequest {
  method: HttpMethod;
  path: string;
  params?: Params;
  /** POST only: send params as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

export interface ApiClient {
  get<T>(path: string, params?: Params, options?: CallOptions): Promise<ApiResult<T>>;
  post<T>(path: string, body?: Params, options?: CallOptions): Promise<ApiResult<T>>;
  postForm<T>(path: string, params?: Params, options?: CallOptions): Promise<ApiResult<T>>;
  request<T>(req: ApiRequest, options?: CallOptions): Promise<ApiResult<T>>;
  /** The common headers a call to this path carries (the batch body repeats them). */
  headers(path: string): Record<string, string>;
  /** The base calls go to now: the remembered backup, else the page's API base. */
  currentBase(): string;
  /** Reports a failure to the global error handler, as the client does for its own calls. */
  report(path: string, params: unknown, r: ApiResult<unknown>): void;
}
