import { makePageViewId, shouldRenewPageViewId } from '@topup/shared/domain/pageViewId';
import { serverNow } from '../serverTime';
import { storage as siteStorage, type AppStorage } from '../storage';
import { cryptoRandom, randomHex32, randomUuidV4, type FillRandom } from './random';

// spec 02 §3, §4, §7: the identities of this browser. All persist through the storage module, so a
// missing or corrupt value is regenerated, and a throwing storage still gives stable ids for the visit.
//
// - device id (x-cli-id): random 32 hex. When the storage has lost it (Safari erases what a script wrote
//   after 7 days without a visit), the id the server's year-long cookie keeps is restored: it comes in
//   index.html's <meta name="topup-device">, and a fresh one only when there is none.
// - nano id: random 32 hex, its own key.
// - device token: a random UUID v4 (lower case), its own key; the server treats it as opaque.
// - page view id: `${prefix}-${deviceId}-${createdAt}`, renewed after 20 minutes or a finished payment;
//   its creation time is kept under the pvi refresh key.

/** Page view ids start with this unless the caller chooses another prefix. */
export const PAGE_VIEW_ID_PREFIX = 'h5';

export interface DeviceOptions {
  random?: FillRandom;
  now?: () => number;
  pageViewPrefix?: string;
  /** The device id the server's cookie keeps (default: index.html's meta element), or null. */
  keptDeviceId?: () => string | null;
}

const DEVICE_ID = /^[0-9a-f]{32}$/;

/** The device id the server put in the served page (its cookie's), when it is one. */
export function deviceIdOfPage(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document) {
  const id = doc?.querySelector('meta[name="topup-device"]')?.getAttribute('content') ?? null;
  return id !== null && DEVICE_ID.test(id) ? id : null;
}

export interface Device {
  deviceId(): string;
  nanoId(): string;
  deviceToken(): string;
  /** The current page view id, renewed first when it is older than 20 minutes. */
  pageViewId(): string;
  /** Call when the server says this page's payment has finished: a new page view id starts. */
  renewPageViewId(): string;
}

export function createDevice(store: AppStorage, options: DeviceOptions = {}): Device {
  const random = options.random ?? cryptoRandom;
  const now = options.now ?? Date.now;
  const prefix = options.pageViewPrefix ?? PAGE_VIEW_ID_PREFIX;
  const kept = options.keptDeviceId ?? (() => deviceIdOfPage());

  const persistent = (key: 'deviceId' | 'nanoId' | 'deviceToken', make: () => string) => {
    let memo: string | null = null;
    return (): string => {
      if (memo) return memo;
      let id = store.get(key);
      if (!id) {
        id = make();
        store.set(key, id);
      }
      memo = id;
      return id;
    };
  };

  const deviceId = persistent('deviceId', () => kept() ?? randomHex32(random));
  const nanoId = persistent('nanoId', () => randomHex32(random));
  const deviceToken = persistent('deviceToken', () => randomUuidV4(random));

  const renew = (at: number): string => {
    const id = makePageViewId(prefix, deviceId(), at);
    store.set('pageViewId', id);
    store.set('pviRefreshAt', at);
    return id;
  };

  return {
    deviceId,
    nanoId,
    deviceToken,
    pageViewId() {
      const at = now();
      const id = store.get('pageViewId');
      const fresh =
        id !== null &&
        id.includes(`-${deviceId()}-`) &&
        !shouldRenewPageViewId(store.get('pviRefreshAt'), at, false);
      return fresh ? id : renew(at);
    },
    renewPageViewId() {
      return renew(now());
    },
  };
}

/**
 * The browser's identities over the site storage; the page view id's age on the server's clock (pure: a
 * bundle that only makes its own leaves it out).
 */
export const device: Device = /*#__PURE__*/ createDevice(siteStorage, { now: serverNow });

/** The x-cli-id of this browser (kept for existing callers). */
export function deviceId(): string {
  return device.deviceId();
}
