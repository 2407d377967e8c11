import type { PkgInfo } from '@topup/shared/contract/sys';
import { API } from '@topup/shared/contract/paths';
import type { ApiClient, FetchLike } from '../api/types';
import { API_TIMEOUT_MS } from '../api/client';
import { logger } from '../context';
import { PKG_INFO_ATTEMPTS, PKG_INFO_CHANNEL, type PkgInfoSource } from '../pkgInfo';
import { openConfigStore, type ConfigStore } from './configStore';
import { createConditionalFetch } from './conditionalFetch';
import { createRemoteConfig } from './remoteConfigClient';

// spec 02 §3, §9: the package info read through the remote-config client: kept in the browser database,
// asked again after the fetch interval or when the tab is shown again, conditionally on its etag, and
// throttled after failures. This file is the lazily loaded part (pkgInfo.ts loads it after the page's load
// event, or as /pay starts): the client and its database code are no part of the host's start-up JavaScript.

const RETRY_DELAY_MS = 400;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A kept package info: an object (its fields are read one by one where they are used, each with a default). */
export const acceptPkgInfo = (config: unknown): PkgInfo | null =>
  isObject(config) ? (config as PkgInfo) : null;

/** The config call's data: the JSON text of `{ pkgInfo }` (spec 02 §7 "a JSON string result"). */
export function parsePkgInfoPayload(data: unknown): PkgInfo | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { pkgInfo?: unknown };
    return acceptPkgInfo(parsed?.pkgInfo);
  } catch {
    return null;
  }
}

export interface PkgInfoConfigOptions {
  store?: Promise<ConfigStore>;
  fetchImpl?: FetchLike;
  /** Whether the config call goes through the native bridge (pkgInfo.ts configViaBridge). */
  viaBridge: () => boolean;
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export function createPkgInfoConfig(
  api: Pick<ApiClient, 'postForm' | 'headers' | 'currentBase' | 'report'>,
  options: PkgInfoConfigOptions,
): PkgInfoSource {
  const path = API.config.path;
  const fetchConfig = createConditionalFetch(
    {
      api,
      viaBridge: options.viaBridge,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      timeoutMs: API_TIMEOUT_MS,
    },
    { path, params: { channel: PKG_INFO_CHANNEL, pure: 1 }, parse: parsePkgInfoPayload },
  );
  return createRemoteConfig<PkgInfo>({
    channel: PKG_INFO_CHANNEL,
    store: options.store ?? openConfigStore(),
    fetchConfig,
    accept: acceptPkgInfo,
    attempts: PKG_INFO_ATTEMPTS,
    retryDelayMs: RETRY_DELAY_MS,
    wait: options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    warn: (message, error) => logger.debug(message, error),
  });
}
