import { Type, type Static } from '@sinclair/typebox';
import { ALERT_ERROR_NAME_PATTERN, alertPattern } from './alertValues';
import { CLIENT_TYPES } from './clientTypes';

// spec 02 §8 sends storage failures to a team chat webhook. Ours (DESIGN §13, README "Analytics"): a
// webhook is a write credential, so the page never holds it; it sends each failure's facts to the API's
// alert relay, POST /api/sys/alert/, and the server writes the message
// (shared/domain/analytics/storageFailureMessage.ts) and posts it to the webhook it keeps. Facts, not
// text: nobody can post words of their own into the channel through the relay. Every field is a narrow
// pattern for the same reason (no markup, no address): shared/domain/analytics/storageAlert.ts.

export const ALERT_KINDS = ['storage_failure'] as const;
export const STORAGE_OPS = ['get', 'set', 'remove', 'access'] as const;

/** Body (JSON) of POST /api/sys/alert/. */
export const AlertParams = Type.Object({
  kind: Type.Union(ALERT_KINDS.map((k) => Type.Literal(k))),
  op: Type.Union(STORAGE_OPS.map((op) => Type.Literal(op))),
  /** A stored name (topup_ksa_…), '' when the storage object itself failed. */
  key: Type.String({ pattern: alertPattern('key') }),
  /** The error's name (QuotaExceededError, SecurityError), or its type when it was no Error. */
  error_name: Type.String({ pattern: ALERT_ERROR_NAME_PATTERN }),
  /** The site version the page runs. */
  version: Type.String({ pattern: alertPattern('version') }),
  client: Type.Union(Object.values(CLIENT_TYPES).map((c) => Type.Literal(c))),
  /** The page's path, as the location gives it (percent-encoded). */
  view: Type.String({ pattern: alertPattern('view', '/') }),
});
export type AlertParams = Static<typeof AlertParams>;

/**
 * (ours) How many alerts the relay takes before it answers ALERT_TOO_MANY (32140): per device (its
 * x-cli-id; a page sends 5 at most per load) and from every device together, which is what keeps the
 * channel readable whatever device ids a flood makes up.
 */
export const ALERT_LIMITS = {
  perDevice: 5,
  deviceWindowMs: 10 * 60_000,
  overall: 30,
  overallWindowMs: 60_000,
} as const;
