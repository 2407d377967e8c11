import {
  storageFailureMessage,
  type StorageFailureFacts,
} from '@topup/shared/domain/analytics/storageFailureMessage';
import type { StorageFailure, StorageFailures } from '../storage';

// spec 02 §8: storage failures go to a team chat webhook, when one is configured. The webhook's address
// ships in the page, so whoever configures it gives one that only posts into a channel kept for these
// reports. At most 5 messages per page load (ours): a browser whose storage is broken fails on every
// write, and the channel needs to hear it, not to be flooded by it.

export const TEAM_CHAT_MESSAGES_MAX = 5;

export interface TeamChatDeps {
  url: string;
  /** POSTs the JSON text; what it answers is not read (a chat webhook does not answer another site). */
  post(url: string, body: string): Promise<unknown>;
  /** The version, client type and page a message names, read when the failure is reported. */
  facts(): Omit<StorageFailureFacts, 'op' | 'key' | 'errorName'>;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** Sends each storage failure to the webhook. Returns the unsubscribe. */
export function reportStorageFailuresToChat(failures: StorageFailures, deps: TeamChatDeps): () => void {
  let sent = 0;
  return failures.subscribe((failure: StorageFailure) => {
    if (sent >= TEAM_CHAT_MESSAGES_MAX) return;
    sent += 1;
    const message = storageFailureMessage({
      ...deps.facts(),
      op: failure.op,
      key: failure.key,
      errorName: errorName(failure.error),
    });
    deps.post(deps.url, JSON.stringify(message)).catch(() => undefined);
  });
}
