import {
  UploadRechargeFillRecordParams,
  UploadedRechargeRecords,
  UploadRechargeFillRecordResult,
} from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { rechargeRecordStore, type RecordMerge } from '../../db/rechargeRecords';
import { loginRequired, resolveCaller } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { parseRequestJson } from '../../http/jsonDepth';
import { parseParams } from '../../http/params';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * A record time as unix seconds: more than 10 digits is milliseconds (spec 02 §9), and a time
 * after `nowS` becomes `nowS`, so a wrong browser clock cannot pin a record above the real ones.
 */
export function recordTimeSeconds(value: number, nowS: number): number {
  const seconds = value >= 1e10 ? Math.floor(value / 1000) : value;
  return Math.min(seconds, nowS);
}

/** `records` as uploaded entries; undefined when it is not JSON or not the contract's list. */
function readRecords(text: string): UploadedRechargeRecords | undefined {
  let json: unknown;
  try {
    json = parseRequestJson(text);
  } catch {
    return undefined;
  }
  const parsed = parseParams(UploadedRechargeRecords, json);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * spec 01 §6, §7: GET /api/web/upload_recharge_fill_record/. The browser's local records (at most
 * 40) are merged into the logged-in user's: fill count and last time take the larger value, the
 * first time the smaller. Each entry's `uid` is the owner the browser knew (0 before logging in);
 * the records always go to the session's user, so a visitor's records join the account they log
 * in to. Recipients that are not accounts are skipped.
 */
export const uploadRechargeFillRecordRoute = (
  ctx: ApiContext,
): ApiRoute<typeof UploadRechargeFillRecordParams, UploadRechargeFillRecordResult> => {
  const store = rechargeRecordStore(ctx.db);
  return {
    methods: ['GET'],
    path: '/api/web/upload_recharge_fill_record/',
    params: UploadRechargeFillRecordParams,
    data: UploadRechargeFillRecordResult,
    invalidMessage: (field) => (field === 'records' ? MSG.recordsUnreadable : undefined),
    handle(params, request) {
      const caller = resolveCaller(ctx, request, params);
      if (caller.state !== 'user') return loginRequired();
      const records = readRecords(params.records);
      if (!records) return fail(BAD_REQUEST, MSG.recordsUnreadable, 400);
      const nowS = Math.floor(ctx.now() / 1000);
      const merges: RecordMerge[] = records.map((r) => ({
        toUid: r.to_uid,
        fillTimes: r.fill_times,
        lastFillTime: recordTimeSeconds(r.last_fill_time, nowS),
      }));
      return ok({ saved: store.merge(caller.user.uid, params.h5_deviceid, merges) });
    },
  };
};
