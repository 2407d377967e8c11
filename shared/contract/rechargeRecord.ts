import { Type, type Static } from '@sinclair/typebox';
import { DeviceId, Flag, JsonText, SessionKey, UnixSeconds } from './envelope';
import { AccountStatus } from './user';

// spec 01 §3, §6, §7, §9: the accounts a logged-in user has topped up, kept by the server.

/** Most records one upload may carry (spec 01 §3, §9: 40 recent targets are kept). */
export const RECHARGE_RECORDS_MAX_UPLOAD = 40;
/** Most records one page of recharge_fill_record returns (spec 01 §6, §9: 100 per page). */
export const RECHARGE_RECORDS_MAX_PAGE = 100;

/** Recharge target record (spec 01 §3). Times are unix seconds. */
export const RechargeTargetRecord = Type.Object({
  /** The recipient's internal id. */
  to_uid: Type.Integer(),
  to_display_uid: Type.Integer(),
  to_nickname: Type.String(),
  to_icon: Type.String(),
  is_guest: Flag,
  /** The owner: the logged-in user whose record this is. */
  uid: Type.Integer(),
  /** The device that made the latest top-up of the record. */
  h5_deviceid: Type.String(),
  fill_times: Type.Integer({ minimum: 0 }),
  first_fill_time: UnixSeconds,
  last_fill_time: UnixSeconds,
  /** The recipient's account status now (spec 01 §3: 0..5). */
  status2: AccountStatus,
});
export type RechargeTargetRecord = Static<typeof RechargeTargetRecord>;

/** Params of /api/web/recharge_fill_record/ (spec 01 §7). `offset` defaults to 0, `limit` to 100. */
export const RechargeFillRecordParams = Type.Object({
  session_key: Type.Optional(SessionKey),
  h5_deviceid: DeviceId,
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RECHARGE_RECORDS_MAX_PAGE })),
});
export type RechargeFillRecordParams = Static<typeof RechargeFillRecordParams>;

/** The owner's records, latest top-up first. */
export const RechargeFillRecordList = Type.Object({ list: Type.Array(RechargeTargetRecord) });
export type RechargeFillRecordList = Static<typeof RechargeFillRecordList>;

/** One entry of an upload: a record the browser kept locally. `uid` is the owner it knew (0 if none). */
export const UploadedRechargeRecord = Type.Object({
  to_uid: Type.Integer({ minimum: 1 }),
  uid: Type.Integer({ minimum: 0 }),
  fill_times: Type.Integer({ minimum: 0 }),
  /** Unix seconds; a value of more than 10 digits is read as milliseconds (spec 02 §9). */
  last_fill_time: Type.Integer({ minimum: 0 }),
});
export type UploadedRechargeRecord = Static<typeof UploadedRechargeRecord>;

/** What the `records` param holds, as JSON text. */
export const UploadedRechargeRecords = Type.Array(UploadedRechargeRecord, {
  maxItems: RECHARGE_RECORDS_MAX_UPLOAD,
});
export type UploadedRechargeRecords = Static<typeof UploadedRechargeRecords>;

/** Params of /api/web/upload_recharge_fill_record/ (spec 01 §7). */
export const UploadRechargeFillRecordParams = Type.Object({
  session_key: Type.Optional(SessionKey),
  h5_deviceid: DeviceId,
  /** JSON text of UploadedRechargeRecords. */
  records: JsonText(UploadedRechargeRecords, { minLength: 1, maxLength: 8192 }),
});
export type UploadRechargeFillRecordParams = Static<typeof UploadRechargeFillRecordParams>;

/** How many accounts of the upload were merged into the owner's records (unknown ones are skipped). */
export const UploadRechargeFillRecordResult = Type.Object({ saved: Type.Integer({ minimum: 0 }) });
export type UploadRechargeFillRecordResult = Static<typeof UploadRechargeFillRecordResult>;
