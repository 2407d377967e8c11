import {
  batchCall,
  defineCall,
  fetchCall,
  type AppThunk,
  type StoreServices,
  type StoredRecipient,
} from '@topup/platform';
import type { RechargeFillRecordList, RechargeTargetRecord, UserLookup } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import {
  mergeRecentTargets,
  parseRecentTargetRequestId,
  recentTargetRequestId,
  recordsToUpload,
  refreshRecords,
  RECENT_TARGETS_PAGE_SIZE,
  type TargetLookup,
} from '@topup/shared/domain/recentTargets';
import { selectHistory } from './recipientSlice';

// spec 01 §3, §6, §7: the recent recharge targets of the account popup and of /recharge-list. This
// device's list (the recipient history) is merged, for a logged-in user, with the records the server
// keeps (100 per page, offset 0), uploaded back, and refreshed (nicknames, avatars, statuses) through one
// batch of check_uid calls with request ids `uid_<id>`.

/** A history entry as a record of this device. */
export function recordOfRecipient(r: StoredRecipient, owner: number, deviceId: string): RechargeTargetRecord {
  return {
    to_uid: r.uid,
    to_display_uid: r.display_uid,
    to_nickname: r.nickname,
    to_icon: r.icon,
    is_guest: 0,
    uid: owner,
    h5_deviceid: deviceId,
    fill_times: r.fill_times ?? 0,
    first_fill_time: r.last_fill_time ?? 0,
    last_fill_time: r.last_fill_time ?? 0,
    status2: 0,
  };
}

/** The logged-in user's own account, always first in the list (spec 01 §3). */
function selfRecord(
  owner: { uid: number; display_uid: number; icon: string },
  deviceId: string,
): RechargeTargetRecord {
  return {
    to_uid: owner.uid,
    to_display_uid: owner.display_uid,
    to_nickname: '',
    to_icon: owner.icon,
    is_guest: 0,
    uid: owner.uid,
    h5_deviceid: deviceId,
    fill_times: 0,
    first_fill_time: 0,
    last_fill_time: 0,
    status2: 0,
  };
}

/** The recent-target batch: one GET check_uid per account (display id), keyed back by internal uid. */
export async function refreshTargets(
  services: Pick<StoreServices, 'batch'>,
  records: RechargeTargetRecord[],
): Promise<RechargeTargetRecord[]> {
  if (records.length === 0) return records;
  const results = await services.batch(
    records.map((r) =>
      batchCall<UserLookup>()({
        method: 'GET',
        path: API.checkUid.path,
        request_id: recentTargetRequestId(r.to_display_uid),
        params: { uid: String(r.to_display_uid) },
      }),
    ),
  );
  const lookups = new Map<number, TargetLookup<RechargeTargetRecord>>();
  for (const [id, answer] of Object.entries(results)) {
    if (parseRecentTargetRequestId(id) === null || answer.result !== 0 || !answer.data) continue;
    const u = answer.data as UserLookup;
    lookups.set(u.uid, {
      nickname: u.nickname,
      icon: u.icon,
      display_uid: u.display_uid,
      is_guest: u.is_guest,
      status: u.status,
    });
  }
  return refreshRecords(records, lookups);
}

/**
 * The recent targets of this device, merged for a logged-in user with the server's records (uploaded
 * back, spec 01 §7 upload_recharge_fill_record), then refreshed. One call with its own error and retry.
 */
export const recentTargetsCall = defineCall<{ history: readonly StoredRecipient[] }, RechargeTargetRecord[]>(
  'recentTargets',
  {
    async run({ history }, services) {
      await services.loadSessionUser(); // a key handed over by the app: whose records these are
      const deviceId = services.device.deviceId();
      const { sessionKey, user } = services.session.getSnapshot();
      const local = history.map((h) => recordOfRecipient(h, user?.uid ?? 0, deviceId));
      if (!sessionKey || !user) return ok(await refreshTargets(services, mergeRecentTargets([local], null)));
      const r = await services.api.get<RechargeFillRecordList>(API.rechargeFillRecord.path, {
        session_key: sessionKey,
        h5_deviceid: deviceId,
        offset: 0,
        limit: RECENT_TARGETS_PAGE_SIZE,
      });
      if (r.result !== 0 || !r.data) return r;
      const merged = mergeRecentTargets([r.data.list, local, [selfRecord(user, deviceId)]], user.uid);
      const upload = recordsToUpload(merged.filter((m) => m.fill_times > 0));
      if (upload.length > 0) {
        // not awaited by the list: a failed upload is tried again on the next visit
        void services.api.get(API.uploadRechargeFillRecord.path, {
          session_key: sessionKey,
          h5_deviceid: deviceId,
          records: JSON.stringify(upload),
        });
      }
      return ok(await refreshTargets(services, merged));
    },
  },
);

const ok = <T>(data: T) => ({ result: 0, message: '', data });

/** The recent targets asked again (each visit of /recharge-list shows them fresh). */
export function refreshRecentTargets(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    await dispatch(fetchCall(recentTargetsCall, { history: selectHistory(getState()) }, { force: true }));
  };
}
