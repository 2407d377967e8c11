import { Type, type Static } from '@sinclair/typebox';
import { Flag, JsonText } from './envelope';
import { BATCH_MAX_REQUESTS, BATCH_MAX_TIMEOUT_MS, CONFIG_CHANNEL_PKG_INFO } from './sysValues';

export {
  BATCH_DEFAULT_TIMEOUT_MS,
  BATCH_MAX_REQUESTS,
  BATCH_MAX_TIMEOUT_MS,
  CONFIG_CHANNEL_PKG_INFO,
} from './sysValues';

// spec 01 §7, §9: batch request, 5000 ms timeout by default.

/** Header values as sent in a batch body. */
export const HeaderMap = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number(), Type.Boolean()]),
);
export type HeaderMap = Static<typeof HeaderMap>;

export const BatchSubRequest = Type.Object({
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  /** An API path (`/api/...`), optionally with a query string. */
  path: Type.String({ pattern: '^/', maxLength: 2048 }),
  request_id: Type.String({ minLength: 1, maxLength: 128 }),
  /** GET: sent as the query string (arrays as repeated keys); POST: sent as the JSON body. */
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  header: Type.Optional(HeaderMap),
});
export type BatchSubRequest = Static<typeof BatchSubRequest>;

export const BatchRequestBody = Type.Object({
  async: Type.Boolean(),
  timeout: Type.Integer({ minimum: 1, maximum: BATCH_MAX_TIMEOUT_MS }),
  header: Type.Optional(HeaderMap),
  requests: Type.Array(BatchSubRequest, { minItems: 1, maxItems: BATCH_MAX_REQUESTS }),
});
export type BatchRequestBody = Static<typeof BatchRequestBody>;

/** Each entry is the sub-response's JSON text, keyed by request_id (spec 01 §7). */
export const BatchResponseData = Type.Object({ ResultMap: Type.Record(Type.String(), Type.String()) });
export type BatchResponseData = Static<typeof BatchResponseData>;

// spec 02 §3: package info fetched at start-up.
export const ApplePayConfig = Type.Object({
  countryCode: Type.String(),
  currencyCode: Type.String(),
  supportedNetworks: Type.Array(Type.String()),
  merchantCapabilities: Type.Array(Type.String()),
  /** Spelled as the backend spells it. */
  merchantAcccount: Type.String(),
});
export type ApplePayConfig = Static<typeof ApplePayConfig>;

export const ApplePayGrayEntry = Type.Object({
  /** An Apple Pay pay type code (spec 01 §3). */
  pay_type: Type.Integer(),
  /** Percentage 0..100 of users that get this channel (spec 02 §4). */
  gray_ratio: Type.Number({ minimum: 0 }),
  /** Internal uids that always get this channel. */
  whitelist: Type.Array(Type.Integer()),
});
export type ApplePayGrayEntry = Static<typeof ApplePayGrayEntry>;

export const PkgInfo = Type.Object({
  website_version: Type.String(),
  /** Percentage 0..100 of users on the new card-checkout flow. */
  cko_new_rate: Type.Number({ minimum: 0, maximum: 100 }),
  cko_new_whitelist: Type.Array(Type.Integer()),
  applepay_gray_config: Type.Array(ApplePayGrayEntry),
  /** Percentage 0..100 of users in repurchase group B. */
  ABtest_repurchase_ratio: Type.Number({ minimum: 0, maximum: 100 }),
  /** Percentage 0..100 of users who see the third-provider card. */
  adyen_card_ratio: Type.Number({ minimum: 0, maximum: 100 }),
  adyen_card_whitelist: Type.Array(Type.Integer()),
  applepay_config: ApplePayConfig,
  adyen_applepay_config: ApplePayConfig,
  ksa_android_url: Type.String(),
  ksa_huawei_url: Type.String(),
  ksa_apple_url: Type.String(),
  ksa_google_url: Type.String(),
  ksa_private_url: Type.String(),
});
export type PkgInfo = Static<typeof PkgInfo>;

/** Form body of POST /api/sys/config/. */
export const ConfigParams = Type.Object({
  channel: Type.Literal(CONFIG_CHANNEL_PKG_INFO),
  pure: Type.Optional(Flag),
});
export type ConfigParams = Static<typeof ConfigParams>;
/** `data` of the config answer is this object as a JSON string. */
export const PkgInfoPayload = Type.Object({ pkgInfo: PkgInfo });
export type PkgInfoPayload = Static<typeof PkgInfoPayload>;
/** `data` of the config answer: the JSON text of PkgInfoPayload. */
export const PkgInfoText = JsonText(PkgInfoPayload);

export const ServerTime = Type.Object({ ts: Type.Integer({ minimum: 0 }) });
export type ServerTime = Static<typeof ServerTime>;

/** Answer of /api/sys/h5_info/, also used to dial a backup host (spec 02 §7). */
export const H5Info = Type.Object({
  ts: Type.Integer({ minimum: 0 }),
  version: Type.String(),
  api_base: Type.String(),
});
export type H5Info = Static<typeof H5Info>;

export const HealthCheck = Type.Object({ ok: Type.Literal(true) });
export type HealthCheck = Static<typeof HealthCheck>;

/** `data` of /api/sys/backup_domains/ is this object as a JSON string (spec 02 §3). */
export const BackupDomainsPayload = Type.Object({ domains: Type.Array(Type.String()) });
export type BackupDomainsPayload = Static<typeof BackupDomainsPayload>;
/** `data` of /api/sys/backup_domains/: the JSON text of BackupDomainsPayload. */
export const BackupDomainsText = JsonText(BackupDomainsPayload);

/** spec 02 §9: every string of an event is cut at 1200 characters. */
export const EVENT_STRING_MAX = 1200;
const EventString = Type.Optional(Type.String({ maxLength: EVENT_STRING_MAX }));
const EventInt = Type.Optional(Type.Integer());
/** Query of GET /api/sys/add_event/ (spec 02 §7). */
export const AddEventParams = Type.Object({
  event_name: Type.String({ minLength: 1, maxLength: 128 }),
  uuid: Type.Optional(Type.String({ maxLength: 128 })),
  version: Type.Optional(Type.String({ maxLength: 32 })),
  /** JSON of uid, op, tk, ua, proj, href, rid. */
  str_param1: EventString,
  str_param2: EventString,
  str_param3: EventString,
  str_param4: EventString,
  int_param1: EventInt,
  int_param2: EventInt,
  int_param3: EventInt,
  int_param4: EventInt,
});
export type AddEventParams = Static<typeof AddEventParams>;

/** (ours) The most events one POST /api/sys/add_event/ takes: every event a page keeps (spec 02 §9: 200). */
export const ADD_EVENT_BATCH_MAX = 200;
/**
 * (ours) The body of a POST /api/sys/add_event/ the server reads: a full batch at its longest — 200 events of
 * 5,088 characters of text, each at most 6 bytes of JSON (a control character is escaped as \u0000) — is
 * about 6.2 MB. Other calls keep Fastify's 1 MiB.
 */
export const ADD_EVENT_BODY_MAX_BYTES = 8 * 1024 * 1024;
/**
 * (ours) POST body of /api/sys/add_event/ with several events: the analytics queue's batches (JSON) and
 * its beacon (a form whose field `events` is this list as JSON text). One event's fields alone still work.
 */
export const AddEventBatch = Type.Object({
  events: Type.Array(AddEventParams, { minItems: 1, maxItems: ADD_EVENT_BATCH_MAX }),
});
export type AddEventBatch = Static<typeof AddEventBatch>;
/** (ours) The analytics beacon's form: `events` is the batch's list as JSON text. */
export const AddEventBeacon = Type.Object({ events: JsonText(AddEventBatch.properties.events) });
export type AddEventBeacon = Static<typeof AddEventBeacon>;
/** What POST /api/sys/add_event/ takes: one event's fields, a batch, or the beacon's form. */
export const AddEventBody = Type.Union([AddEventParams, AddEventBatch, AddEventBeacon]);
export type AddEventBody = Static<typeof AddEventBody>;

/** spec 02 §7: GET /api/order/tmp_report/ — a debug report of one order (app_order) with its data. */
export const TmpReportParams = Type.Object({
  app_order: Type.String({ maxLength: 64 }),
  data: Type.String({ maxLength: 4000 }),
});
export type TmpReportParams = Static<typeof TmpReportParams>;

export const Position = Type.Object({ country: Type.String({ minLength: 2, maxLength: 2 }) });
export type Position = Static<typeof Position>;
