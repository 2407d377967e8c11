import type { ClientType } from './clientType';
import type { StorageFailureFacts } from './storageFailureMessage';

// spec 02 §8: storage failures go to the team chat. Ours (DESIGN §13): through the API's alert relay, which
// takes a failure's facts — each a narrow pattern: no markup, no address with a scheme or a user — and
// writes the message itself (storageFailureMessage.ts). The patterns are here, for the page that fits its facts
// to them and for the contract that refuses anything else (shared/contract/alert.ts).

/** Each field's allowed characters and longest length (the contract's patterns are made of these). */
export const ALERT_FIELDS = {
  /** A stored name (topup_ksa_…), '' when the storage object itself failed. */
  key: { chars: 'A-Za-z0-9_.-', min: 0, max: 64 },
  /** The site version the page runs. */
  version: { chars: '0-9A-Za-z.+_-', min: 1, max: 40 },
  /** The page's path after its '/', as the location gives it (percent-encoded); no ':' or '@' (no address). */
  view: { chars: "A-Za-z0-9/._~%!$'()*+,;=-", min: 0, max: 199 },
} as const;

/** The error's name (QuotaExceededError, SecurityError), or its type when it was no Error. */
export const ALERT_ERROR_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9]{0,63}$';

export const alertPattern = (field: keyof typeof ALERT_FIELDS, prefix = ''): string => {
  const { chars, min, max } = ALERT_FIELDS[field];
  return `^${prefix}[${chars}]{${min},${max}}$`;
};

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
