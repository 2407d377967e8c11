import { ALERT_ERROR_NAME_PATTERN, ALERT_FIELDS } from '../../contract/alertValues';
import type { ClientType } from '../../contract/clientTypes';
import type { StorageFailureFacts } from './storageFailureMessage';

// spec 02 §8: storage failures go to the team chat. Ours (DESIGN §13): through the API's alert relay, which
// takes a failure's facts — each a narrow pattern: no markup, no address with a scheme or a user — and
// writes the message itself (storageFailureMessage.ts). The patterns are the contract's (alertValues.ts): the page
// fits its facts to them, and the relay refuses anything else (shared/contract/alert.ts).

/** `text` with each character outside the field's replaced by '_', cut to its length ('' stays ''). */
function fit(field: keyof typeof ALERT_FIELDS, text: string): string {
  const { chars, min, max } = ALERT_FIELDS[field];
  const fitted = text.replace(new RegExp(`[^${chars}]`, 'g'), '_').slice(0, max);
  return fitted.length < min ? '_'.repeat(min) : fitted;
}

/** What the page sends to the relay for one failure: the contract's body (AlertParams). */
export interface StorageAlert {
  kind: 'storage_failure';
  op: 'get' | 'set' | 'remove' | 'access';
  key: string;
  error_name: string;
  version: string;
  client: ClientType;
  view: string;
}

/** A failure's facts fitted to the relay's patterns: the relay takes every alert a page makes. */
export function storageAlert(
  facts: Omit<StorageFailureFacts, 'op' | 'client'> & { op: StorageAlert['op']; client: ClientType },
): StorageAlert {
  return {
    kind: 'storage_failure',
    op: facts.op,
    key: fit('key', facts.key),
    error_name: new RegExp(ALERT_ERROR_NAME_PATTERN).test(facts.errorName) ? facts.errorName : 'Error',
    version: fit('version', facts.version),
    client: facts.client,
    view: `/${fit('view', facts.view.replace(/^\//, ''))}`,
  };
}
