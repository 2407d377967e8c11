import { isInAppShell } from '@topup/shared/domain/appContext';
import { apiBase } from '../apiBase';
import { appContext } from '../context';
import { device } from '../device';
import { session } from '../session/session';
import { storage } from '../storage';
import type { ApiClientDeps } from './types';

// Where this page's calls go and what every one of them carries (its API base, the device, the session):
// one source for the page's client (services.ts) and for the early script (host/src/early/), which sends
// the route's first calls before the host has run. The page takes those answers only for byte-identical
// requests (earlyResponses.ts), so both build them from here.

export const pageCallDeps = {
  baseUrl: () => apiBase,
  hostname: () => (typeof location === 'undefined' ? '' : location.hostname),
  deviceId: () => device.deviceId(),
  deviceToken: () => device.deviceToken(),
  sessionKey: () => session.getSnapshot().sessionKey ?? undefined,
  inAppShell: () => isInAppShell(appContext),
} satisfies Partial<ApiClientDeps>;

/** The backup host this device last reached the API on (spec 02 §7): the calls go there first. */
export const rememberedApiBase = (): string | undefined => storage.get('lastApiBase') ?? undefined;
