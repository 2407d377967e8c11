import type { ClientType } from '@topup/shared/contract/clientTypes';
import { storageAlert, type StorageAlert } from '@topup/shared/domain/analytics/storageAlert';
import type { StorageFailure, StorageFailures } from '../storage';

// spec 02 §8: storage failures go to a team chat webhook. Ours (DESIGN §13, README "Analytics"): the page
// never holds the webhook — a write credential: whoever reads a page could post into the channel — but
// sends each failure's facts to the API's alert relay (POST /api/sys/alert/), which writes the message
// and posts it to the webhook only the server knows. At most 5 alerts per page load (ours): a browser
// whose storage is broken fails on every write, and the channel needs to hear it, not to be flooded by it
// (the relay has its own limits too).

export const STORAGE_ALERTS_MAX = 5;

export interface StorageAlertDeps {
  /** POSTs the alert to the relay; what it answers is not read (the page has nothing to do about it). */
  send(alert: StorageAlert): Promise<unknown>;
  /** The version, client type and page an alert names, read when the failure is reported. */
  facts(): { version: string; client: ClientType; view: string };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** Sends each storage failure to the alert relay. Returns the unsubscribe. */
export function sendStorageAlerts(failures: StorageFailures, deps: StorageAlertDeps): () => void {
  let sent = 0;
  return failures.subscribe((failure: StorageFailure) => {
    if (sent >= STORAGE_ALERTS_MAX) return;
    sent += 1;
    const alert = storageAlert({
      ...deps.facts(),
      op: failure.op,
      key: failure.key,
      errorName: errorName(failure.error),
    });
    deps.send(alert).catch(() => undefined);
  });
}
