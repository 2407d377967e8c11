import { storageFailures } from './failures';
import {
  createKeyedStorage,
  openLocalStorage,
  reportToConsole,
  type AppStorage,
  type StorageBackend,
  type StorageEvents,
  type StorageFailure,
  type StorageReport,
} from './keyedStorage';
import { STORAGE_KEYS } from './keys';

// DESIGN §1: the one storage module, over every key of the site (keys.ts); the reader and writer, and
// their types, are keyedStorage.ts's (index.ts lists each from its home).

/** The site's storage over `backend`, with every key of the site. */
export const createStorage = (
  backend: StorageBackend | undefined,
  report: StorageReport,
  events?: StorageEvents,
): AppStorage => createKeyedStorage(STORAGE_KEYS, backend, report, events);

/** spec 02 §8: the site storage's failures go to the debug log and to the team chat webhook's reporter. */
function reportSiteFailure(failure: StorageFailure): void {
  reportToConsole(failure);
  storageFailures.report(failure);
}

/** The site's storage, over the page's localStorage (pure: a bundle that makes its own leaves it out). */
export const storage: AppStorage = /*#__PURE__*/ createStorage(
  openLocalStorage(globalThis, reportSiteFailure),
  reportSiteFailure,
  typeof window === 'undefined' ? undefined : window,
);
