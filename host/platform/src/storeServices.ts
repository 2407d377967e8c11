import type { i18n as I18n } from 'i18next';
import { createEventBus, type EventBus, type PayEvent } from '@topup/shared/domain/payEvents';
import type { ApiClient, Batch } from './api';
import { device, randomUuidV4, type Device } from './device';
import { i18n } from './i18n';
import { logger } from './context';
import { overlays, type Overlays } from './overlays';
import type { PkgInfoSource } from './pkgInfo';
import { api, batch, grayScore, loadSessionUser, pkgInfo } from './services';
import { serverNow } from './serverTime';
import { session, type Session } from './session';
import { storage, type AppStorage } from './storage';

// What thunks and listeners reach the outside world through: the store's extra argument (DESIGN §11).
// The page's store gets the platform's own instances; a unit test builds a store with fakes instead of
// spying on singletons.

/** The parts of the page's address and window a payment needs (read at the time of the call). */
export interface PageWindow {
  /** pathname, search, hash and origin of the page now */
  location(): Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>;
  /** Leaves the site for a provider's page (3-D Secure, hosted checkout). */
  assign(href: string): void;
  reload(): void;
  /**
   * Calls `listener` each time the browser shows this page again from its back-forward cache (Back from a
   * provider's page in Safari, Firefox, Chrome): the page comes back exactly as it was left. Returns the
   * unsubscribe.
   */
  onRestored(listener: () => void): () => void;
}

export interface StoreServices {
  api: ApiClient;
  batch: Batch;
  storage: AppStorage;
  device: Device;
  session: Session;
  overlays: Overlays;
  i18n: I18n;
  pkgInfo: PkgInfoSource;
  /** This device's gray-release score 0..99 for a test (spec 02 §4). */
  grayScore(test: string): number;
  loadSessionUser: typeof loadSessionUser;
  logger: { debug(...args: unknown[]): void; warn(...args: unknown[]): void };
  /** The server's time (epoch ms): the device's clock corrected by GET /api/sys/ts/ (serverTime.ts). */
  now(): number;
  /** One random UUID v4 generator for every id the site makes. */
  uuid(): string;
  page: PageWindow;
  /** The pay flow's events, one bus for every remote that pays (spec 02 §3 pay analytics listens). */
  payEvents: EventBus<PayEvent>;
}

const browserPage: PageWindow = {
  location: () => window.location,
  assign: (href) => window.location.assign(href),
  reload: () => window.location.reload(),
  onRestored: (listener) => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) listener();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  },
};

/** The platform's own instances: what the page's store runs on. */
export const platformServices: StoreServices = {
  api,
  batch,
  storage,
  device,
  session,
  overlays,
  i18n,
  pkgInfo,
  grayScore,
  loadSessionUser,
  logger: {
    debug: logger.debug,
    warn: (...args) => console.warn('[topup]', ...args),
  },
  now: serverNow,
  uuid: () => randomUuidV4(),
  page: browserPage,
  payEvents: createEventBus<PayEvent>(),
};
