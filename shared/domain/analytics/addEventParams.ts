import type { AddEventParams } from '../../contract/sys';
import { STRING_MAX } from './analyticsLimits';
import { cutString } from './cutString';
import { redactSecrets } from './redactSecrets';

// spec 02 §3, §7: an analytics event becomes the parameters of add_event — event_name, uuid, version,
// str_param1 (JSON of uid, op, tk, ua, proj, href, rid), str_param2..4 and int_param1..4. Every string is
// cleaned of secrets and cut at 1200 characters (spec 02 §9); int params are integers or absent.

/** What a caller reports: a name and the event's own parameters. The page's context is added here. */
export interface AnalyticsEvent {
  name: string;
  str_param2?: string;
  str_param3?: string;
  str_param4?: string;
  int_param1?: number;
  int_param2?: number;
  int_param3?: number;
  int_param4?: number;
}

/**
 * Who and where, read when the event happens. Our reading of the spec's short names: `op` is the open id
 * the app shell hands over, `tk` the device token (x-cli-dt) — never the session key —, `proj` the package
 * name of the site (x-cli-pn), `rid` the room id of the page.
 */
export interface EventContext {
  /** The device id (x-cli-id), sent as `uuid`. */
  uuid: string;
  /** The site version the page runs. */
  version: string;
  uid?: number | null;
  openId?: string | null;
  deviceToken?: string;
  userAgent: string;
  project: string;
  href: string;
  roomId?: string | null;
}

/** The contract's limits on the fields that are not free text. */
const NAME_MAX = 128;
const UUID_MAX = 128;
const VERSION_MAX = 32;
/** Room for the rest of str_param1 when the address and the user agent are long. */
const HREF_MAX = 600;
const UA_MAX = 300;

/**
 * Cleans a text and cuts it. The text is cut (generously) before it is searched too: how long the search
 * takes grows with the text, and what lies past the cut is never sent.
 */
function cleaned(text: string, secrets: readonly string[], max: number): string {
  return cutString(redactSecrets(cutString(text, 2 * max), secrets), max);
}

const STR_KEYS = ['str_param2', 'str_param3', 'str_param4'] as const;
const INT_KEYS = ['int_param1', 'int_param2', 'int_param3', 'int_param4'] as const;

/** An integer the server stores, or undefined for anything else (NaN, infinities, non-numbers). */
function integer(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const n = Math.round(value);
  return Math.min(Math.max(n, Number.MIN_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
}

export function strParam1(ctx: EventContext, secrets: readonly string[] = []): string {
  const clean = (text: string, max: number) => cleaned(text, secrets, max);
  return JSON.stringify({
    uid: ctx.uid ?? 0,
    op: clean(ctx.openId ?? '', 128),
    tk: clean(ctx.deviceToken ?? '', 64),
    ua: clean(ctx.userAgent, UA_MAX),
    proj: clean(ctx.project, 32),
    href: clean(ctx.href, HREF_MAX),
    rid: clean(ctx.roomId ?? '', 64),
  });
}

/**
 * The add_event parameters of an event. `secrets` are values known to be secret at the time (the session
 * key, the login ticket): they are replaced wherever they appear, like secret fields and card numbers.
 */
export function toAddEventParams(
  event: AnalyticsEvent,
  ctx: EventContext,
  secrets: readonly string[] = [],
): AddEventParams {
  const clean = (text: string, max: number = STRING_MAX) => cleaned(text, secrets, max);
  const params: AddEventParams = {
    event_name: clean(event.name, NAME_MAX) || 'unnamed',
    uuid: cutString(ctx.uuid, UUID_MAX),
    version: cutString(ctx.version, VERSION_MAX),
    str_param1: cutString(strParam1(ctx, secrets)),
  };
  for (const key of STR_KEYS) {
    const value = event[key];
    if (typeof value === 'string') params[key] = clean(value);
  }
  for (const key of INT_KEYS) {
    const value = integer(event[key]);
    if (value !== undefined) params[key] = value;
  }
  return params;
}
