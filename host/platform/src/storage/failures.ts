import type { StorageFailure, StorageReport } from './keyedStorage';

// spec 02 §8: storage failures go to the team chat webhook. The site's storage is made when the platform
// loads, long before the reporter is (the device id is read at once), so the first failures wait here —
// a few of them: the storage module reports each kind of failure once — until the reporter subscribes.

const EARLY_MAX = 10;

export interface StorageFailures {
  report: StorageReport;
  /** Hands over the failures seen so far, then each new one. Returns the unsubscribe. */
  subscribe(listener: StorageReport): () => void;
}

export function createStorageFailures(earlyMax: number = EARLY_MAX): StorageFailures {
  const early: StorageFailure[] = [];
  const listeners = new Set<StorageReport>();
  const deliver = (listener: StorageReport, failure: StorageFailure) => {
    try {
      listener(failure);
    } catch {
      // a failing reporter must not break the storage write that failed
    }
  };
  return {
    report(failure) {
      if (listeners.size === 0) {
        if (early.length < earlyMax) early.push(failure);
        return;
      }
      listeners.forEach((l) => deliver(l, failure));
    },
    subscribe(listener) {
      listeners.add(listener);
      early.splice(0).forEach((f) => deliver(listener, f));
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The failures of the site's storage (storage.ts reports there besides the debug log). */
export const storageFailures: StorageFailures = createStorageFailures();
