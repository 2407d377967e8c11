import { defineCall } from '@topup/platform';
import type { UserLookup, UserStatusMap } from '@topup/shared/contract';
import { checkUidRequest, userStatusRequest } from '@topup/shared/domain/payInitBatch';

// spec 01 §7: the recipient's calls. check_uid and check_user_status travel in the init batch (their ids
// are the spec's); asked alone (a retry), each goes as a batch of one, as the page asks for them.

/** check_uid of an account by the id users type. */
export const checkUidCall = defineCall<{ display_uid: number }, UserLookup>('checkUid', {
  request: ({ display_uid }) => checkUidRequest(display_uid),
  requestId: () => 'check_uid',
  alone: 'batch',
});

/** check_user_status of the accounts the page knows (the start recipient and the history). */
export const userStatusCall = defineCall<{ uids: readonly number[] }, UserStatusMap>('userStatus', {
  request: ({ uids }) => userStatusRequest(uids),
  requestId: () => 'user_status',
  alone: 'batch',
});
