import { callDepsOf } from '@topup/platform/src/api/callDeps';
import { createDevice } from '@topup/platform/src/device/device';
import { createSession } from '@topup/platform/src/session/session';
import { serverNow } from '@topup/platform/src/serverTime';
import {
  createKeyedStorage,
  openLocalStorage,
  reportToConsole,
} from '@topup/platform/src/storage/keyedStorage';
import { START_KEYS } from '@topup/platform/src/storage/startKeys';

// The early scripts' own device, session and storage, made as the page makes its own (services.ts) over the
// same local storage, but reading only the keys a page reads as it starts (startKeys.ts): the early scripts
// carry none of the other keys' codecs. A storage failure here is the page's to report, when its own storage
// meets it a moment later.

export function earlyPlatform() {
  const storage = createKeyedStorage(START_KEYS, openLocalStorage(globalThis), reportToConsole);
  const session = createSession(storage);
  const device = createDevice(storage, { now: serverNow });
  return { storage, session, device, deps: callDepsOf({ device, session, storage }) };
}

export type EarlyPlatform = ReturnType<typeof earlyPlatform>;
