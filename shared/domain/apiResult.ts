import {
  CLIENT_ABORTED,
  CLIENT_BRIDGE_ERROR,
  CLIENT_NO_RESPONSE,
  CLIENT_SETUP_ERROR,
  CLIENT_TIMEOUT,
  OK,
} from '../contract/codes';
import errors from '../i18n/ar/errors.json';

// spec 02 §7, §8: the pure rules of the API client — request headers, parameter encoding and the
// normalisation of every answer into one `{ result, message, data }` shape.

/** What every API call resolves with. `result` 0 is success; any other value is a failure. */
export interface ApiResult<T> {
  result: number;
  /** Arabic text to show: the server's own message, or the client's text for the failure. */
  message: string;
  data: T | undefined;
  /** i18n key ("errors:…") of `message` when the client wrote the text; absent for server texts. */
  messageKey?: string;
  /** The raw `code` field when the answer carried one (card gateways send codes such as "200P1"). */
  code?: string | number;
}

/** A successful result. The client trusts the contract for the shape of `data`; it does not validate it. */
export type ApiOk<T> = ApiResult<T> & { result: typeof OK; data: T };

export const isOk = <T>(r: ApiResult<T>): r is ApiOk<T> => r.result === OK;

/** The i18n namespace of the client's own failure texts (shared/i18n/ar/errors.json). */
export const ERRORS_NAMESPACE = 'errors';

export type ClientCode =
  | typeof CLIENT_TIMEOUT
  | typeof CLIENT_NO_RESPONSE
  | typeof CLIENT_SETUP_ERROR
  | typeof CLIENT_BRIDGE_ERROR
  | typeof CLIENT_ABORTED;

const CLIENT_KEYS: Record<ClientCode, keyof typeof errors.client> = {
  [CLIENT_TIMEOUT]: 'timeout',
  [CLIENT_NO_RESPONSE]: 'network',
  [CLIENT_SETUP_ERROR]: 'setup',
  [CLIENT_BRIDGE_ERROR]: 'bridge',
  [CLIENT_ABORTED]: 'aborted',
};

/** A failure the client itself produced (spec 02 §8 codes -1..-5), with its Arabic text. */
export function clientFailure<T = never>(result: ClientCode): ApiResult<T> {
  const key = CLIENT_KEYS[result];
  return {
    result,
    message: errors.client[key],
    messageKey: `${ERRORS_NAMESPACE}:client.${key}`,
    data: undefined,
  };
}

/** A failure with no usable text from the server. */
export function genericFailure<T = never>(result: number): ApiResult<T> {
  return { result, message: errors.generic, messageKey: `${ERRORS_NAMESPACE}:generic`, data: undefined };
}

// ---------------------------------------------------------------------------------------------
// Headers

/** Every header name the client sends, in one place. */
export const HEADER = {
  packageName: 'x-cli-pn',
  deviceId: 'x-cli-id',
  /** "1" inside the app shell only. */
  inBridge: 'x-cli-br',
  deviceToken: 'x-cli-dt',
  language: 'x-cli-lang',
  sessionKey: 'x-session-key',
  /** The session key again, for third-party paths (spec 02 §6). */
  accountToken: 'x-account-token',
} as const;

export const API_LANGUAGE = 'ar';

/** Package names the API knows, by the word that names them in the page's host name (spec 02 §7). */
const PACKAGE_WORDS = ['kanka', 'are', 'ludo', 'okey'] as const;
export type PackageName = (typeof PACKAGE_WORDS)[number] | 'ksa';
export const DEFAULT_PACKAGE: PackageName = 'ksa';

/**
 * spec 02 §7: x-cli-pn from the page address. A package matches only as a whole word of the host
 * name — a dot label or a hyphen part of one ("kanka.example.com", "pay-are.example.com") — so that
 * "square.com" or "careers.example" do not read as "are". The first package in spec order wins.
 */
export function packageNameFromHost(hostname: string): PackageName {
  const words = new Set(hostname.toLowerCase().split(/[.-]/));
  return PACKAGE_WORDS.find((w) => words.has(w)) ?? DEFAULT_PACKAGE;
}

/** spec 02 §6: third-party paths also carry the session key as x-account-token. */
export const isThirdPartyPath = (path: string): boolean => path.split('?')[0]?.includes('/third/') ?? false;

export interface HeaderInput {
  hostname: string;
  deviceId: string;
  deviceToken?: string;
  sessionKey?: string;
  inAppShell: boolean;
  path: string;
}

/** The headers of one call (spec 02 §7, spec 01 §7). Empty device token or session key is not sent. */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const h: Record<string, string> = {
    [HEADER.packageName]: packageNameFromHost(input.hostname),
    [HEADER.deviceId]: input.deviceId,
    [HEADER.language]: API_LANGUAGE,
  };
  if (input.inAppShell) h[HEADER.inBridge] = '1';
  if (input.deviceToken) h[HEADER.deviceToken] = input.deviceToken;
  if (input.sessionKey) {
    h[HEADER.sessionKey] = input.sessionKey;
    if (isThirdPartyPath(input.path)) h[HEADER.accountToken] = input.sessionKey;
  }
  return h;
}

// ---------------------------------------------------------------------------------------------
// Parameter encoding

/** Thrown when params cannot be encoded; the client reports it as a setup error (-3). */
export class ParamEncodingError extends Error {
  override name = 'ParamEncodingError';
}

function paramText(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new ParamEncodingError(`param ${key} cannot be sent`);
  }
  try {
    // Objects travel as JSON text, as the server reads them (str_param1, files, records…).
    return JSON.stringify(value);
  } catch {
    throw new ParamEncodingError(`param ${key} cannot be serialised`);
  }
}

/**
 * spec 02 §7: key/value pairs of a query or form body. Arrays repeat their key (`ids=1&ids=2`);
 * undefined and null are left out; objects are sent as JSON text.
 * @throws ParamEncodingError for values that cannot be serialised (circular objects, functions).
 */
export function paramPairs(params: Record<string, unknown> | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const text = paramText(key, item);
      if (text !== undefined) pairs.push([key, text]);
    }
  }
  return pairs;
}

/** GET query string, without the "?". */
export const encodeQuery = (params: Record<string, unknown> | undefined): string =>
  new URLSearchParams(paramPairs(params)).toString();

/** application/x-www-form-urlencoded body (same pairs as a query). */
export const encodeForm = encodeQuery;

/** JSON body of a POST, sent as given. @throws ParamEncodingError when it cannot be serialised. */
export function encodeJson(body: unknown): string {
  try {
    return JSON.stringify(body ?? {});
  } catch {
    throw new ParamEncodingError('body cannot be serialised');
  }
}

/** Appends a query string to a path that may already have one. */
export const withQuery = (path: string, query: string): string =>
  query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * An API base as the client uses it: '' (same origin) stays '', a bare host gets https://,
 * trailing slashes go. Returns undefined for a base that is not an http(s) origin.
 */
export function normaliseBase(base: string): string | undefined {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return withScheme;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Normalisation

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const nonEmptyText = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The body as an object: JSON text is parsed; anything that is not a JSON object gives undefined. */
export function parseBody(body: unknown): Record<string, unknown> | undefined {
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      return isRecord(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return isRecord(body) ? body : undefined;
}

/** A successful `code` from endpoints that answer with one instead of `result` (spec 01 §7). */
const CODE_SUCCESS = 200;
/** (ours) `result` of an answer whose `code` is not a number, e.g. a gateway code "200P1". */
export const NON_NUMERIC_CODE_FAILURE = 1;

function resultOf(body: Record<string, unknown>): number | undefined {
  const { code, result } = body;
  if (typeof code === 'number' || (typeof code === 'string' && code !== '')) {
    const n = Number(code);
    if (Number.isFinite(n)) return n === CODE_SUCCESS ? OK : n;
    return typeof result === 'number' && result !== OK ? result : NON_NUMERIC_CODE_FAILURE;
  }
  return typeof result === 'number' && Number.isFinite(result) ? result : undefined;
}

/**
 * One answer (HTTP status and body, JSON text or an already parsed object) as an ApiResult.
 * - HTTP status >= 400: result = status, message from the body's `message` else the generic text (spec 02 §8).
 * - `code` 200 means success; any other `code` overrides `result`.
 * - (ours) A success status whose body is not a JSON object, or has neither `result` nor `code`,
 *   is "no usable response": -2, like a network failure (a captive portal or a blocked domain
 *   answers 200 with a page of its own, and it is the backup domains that help there).
 */
export function normaliseResponse<T>(status: number, body: unknown): ApiResult<T> {
  const parsed = parseBody(body);
  if (status >= 400) {
    const message = nonEmptyText(parsed?.message);
    return message === undefined ? genericFailure(status) : { result: status, message, data: undefined };
  }
  if (!parsed) return clientFailure(CLIENT_NO_RESPONSE);
  const result = resultOf(parsed);
  if (result === undefined) return clientFailure(CLIENT_NO_RESPONSE);
  const out: ApiResult<T> = { result, message: '', data: parsed.data as T | undefined };
  if (parsed.code !== undefined && (typeof parsed.code === 'string' || typeof parsed.code === 'number')) {
    out.code = parsed.code;
  }
  // spec 02 §7: message or toast carry the error text.
  const text = nonEmptyText(parsed.message) ?? nonEmptyText(parsed.toast);
  if (text !== undefined) out.message = text;
  else if (result !== OK) {
    const g = genericFailure(result);
    out.message = g.message;
    out.messageKey = g.messageKey;
  }
  return out;
}
