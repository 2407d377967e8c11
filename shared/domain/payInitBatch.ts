import { API } from '../contract/paths';
import { PAY_SOURCE } from './payTypes';

// spec 01 §7, the init batch of /pay, /recharge and /pay-step, as requests: written once, for the top-up's
// own calls (remote-pay's call definitions build their requests here) and for the host, which sends the
// same batch as the page starts, beside the download of the pay remote (the batch no longer waits
// for the remote to load and render). The platform answers the page's batch with that early one only when
// the two are the same requests with the same headers, so a rule changed here changes both at once.

/** One sub-request of a batch_request (the platform's BatchCall, without its type parameter). */
export interface InitSubRequest {
  method: 'GET' | 'POST';
  path: string;
  request_id: string;
  params: Record<string, string | number | string[]>;
}

/** An account the page knows: the recipient history's entries, the signed-in user. */
export interface KnownAccount {
  uid: number;
  display_uid: number;
}

const withKey = (sessionKey: string | null | undefined): Record<string, string> =>
  sessionKey ? { session_key: sessionKey } : {};

/** get_recharge_list_v3 for an account (new or returning, spec 01 §3), or for nobody yet (uid null). */
export const rechargeListRequest = (uid: number | null, sessionKey?: string | null): InitSubRequest => ({
  method: API.rechargeList.method,
  path: API.rechargeList.path,
  request_id: 'recharge_list',
  params: { ...(uid === null ? {} : { uid: String(uid) }), source: PAY_SOURCE, ...withKey(sessionKey) },
});

/** get_card_source as the batches send it: a POST (spec 01 §7); alone it is a GET of the same params. */
export const cardSourceRequest = (deviceId: string, sessionKey?: string | null): InitSubRequest => ({
  method: 'POST',
  path: API.getCardSource.path,
  request_id: 'card_source',
  params: { h5_deviceid: deviceId, ...withKey(sessionKey) },
});

/** check_uid of an account by the id its owner sees. */
export const checkUidRequest = (displayUid: number): InitSubRequest => ({
  method: API.checkUid.method,
  path: API.checkUid.path,
  request_id: 'check_uid',
  params: { uid: String(displayUid) },
});

/** check_user_status of the accounts the page knows. */
export const userStatusRequest = (displayUids: readonly number[]): InitSubRequest => ({
  method: API.checkUserStatus.method,
  path: API.checkUserStatus.path,
  request_id: 'user_status',
  params: { source: PAY_SOURCE, uids: displayUids.map(String) },
});

/**
 * The recipient a page of the top-up starts with when it has chosen none yet (spec 01 §3): the last one
 * paid for, else the signed-in user, else nobody.
 */
export function startRecipientOf(
  history: readonly KnownAccount[],
  user: KnownAccount | null,
): KnownAccount | null {
  const last = history[0];
  if (last) return { uid: last.uid, display_uid: last.display_uid };
  return user ? { uid: user.uid, display_uid: user.display_uid } : null;
}

/** The accounts whose status the init batch asks: the start recipient and the history, each once. */
export function statusUidsOf(recipient: KnownAccount | null, history: readonly KnownAccount[]): number[] {
  return [...new Set([recipient?.display_uid, ...history.map((h) => h.display_uid)])].filter(
    (id): id is number => id !== undefined,
  );
}

/**
 * The init batch for a start recipient: the charge list, the saved cards, and — when there is an account
 * to ask about — check_uid of the recipient and the statuses of every account the page knows, in this order.
 */
export function payInitRequests(input: {
  recipient: KnownAccount | null;
  history: readonly KnownAccount[];
  deviceId: string;
  sessionKey: string | null | undefined;
}): InitSubRequest[] {
  const { recipient, history, deviceId, sessionKey } = input;
  const uids = statusUidsOf(recipient, history);
  return [
    rechargeListRequest(recipient?.uid ?? null, sessionKey),
    cardSourceRequest(deviceId, sessionKey),
    ...(recipient ? [checkUidRequest(recipient.display_uid)] : []),
    ...(uids.length ? [userStatusRequest(uids)] : []),
  ];
}
