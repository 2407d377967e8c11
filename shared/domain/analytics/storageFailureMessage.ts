import { cutString } from './cutString';

// spec 02 §8: storage failures go to a team chat webhook. The message is `{ text }`, the body the common
// chat webhooks (Slack, Google Chat, Mattermost) all take. It names the operation, the stored key and the
// error's name, never a stored value (which could be the session key).

export interface StorageFailureFacts {
  /** get, set, remove, or access (the storage object itself) */
  op: string;
  /** The stored name, '' when the storage object itself failed. */
  key: string;
  /** The error's name (QuotaExceededError, SecurityError, …). */
  errorName: string;
  version: string;
  client: string;
  view: string;
}

export function storageFailureMessage(facts: StorageFailureFacts): { text: string } {
  const where = facts.key === '' ? 'localStorage' : facts.key;
  return {
    text: cutString(
      `[topup ${facts.version}] storage ${facts.op} failed (${facts.errorName}) on ${where} — ${facts.client}, ${facts.view}`,
      500,
    ),
  };
}
