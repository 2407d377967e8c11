import { isInAppShell } from '@topup/shared/domain/appContext';
import { apiBase } from '../apiBase';
import { appContext } from '../context';
import type { Device } from '../device/device';
import type { Session } from '../session/session';
import type { AppStorage } from '../storage';
import type { RequestDeps } from './request';

// Where a page's calls go and what every one of them carries (its API base, the device, the session), over
// the device, session and storage given: the page's own (pageCallDeps.ts), or the early script's, made over
// the same local storage (host/src/early/earlyPlatform.ts). The page takes the early answers only for
// byte-identical requests (keptAnswers.ts), so both build them from here.

export interface CallIdentity {
  device: Pick<Device, 'deviceId' | 'deviceToken'>;
  session: Pick<Session, 'getSnapshot'>;
  storage: Pick<AppStorage, 'get'>;
}

export function callDepsOf({ device, session, storage }: CallIdentity) {
  return {
    baseUrl: () => apiBase,
    hostname: () => (typeof location === 'undefined' ? '' : location.hostname),
    deviceId: () => device.deviceId(),
    deviceToken: () => device.deviceToken(),
    sessionKey: () => session.getSnapshot().sessionKey ?? undefined,
    inAppShell: () => isInAppShell(appContext),
    backup: {
      /** The backup host this device last reached the API on (spec 02 §7): the calls go there first. */
      remembered: (): string | undefined => storage.get('lastApiBase') ?? undefined,
    },
  } satisfies RequestDeps;
}
