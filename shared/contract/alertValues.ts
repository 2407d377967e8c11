// spec 02 §8, ours (DESIGN §13): the alert relay's field patterns — no markup, no address with a scheme or a
// user. Plain values, no schema: the page fits a storage failure's facts to them
// (shared/domain/analytics/storageAlert.ts) and alert.ts builds the relay's body schema on them.

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
