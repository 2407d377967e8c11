import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_STATUS,
  CLIENT_RID_HEADER,
  ClientRid,
  type CreateFinePayParams,
} from '@topup/shared/contract';
import {
  ACCOUNT_NOT_BANNED,
  BAD_REQUEST,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
} from '@topup/shared/contract/codes';
import { deviceIdOf, header } from '../api/caller';
import type { ApiContext } from '../api/context';
import { MSG } from '../api/messages';
import { parseParams } from '../api/params';
import { fail, type Outcome } from '../api/route';
import type { UserRow } from '../db/users';
import { fineUnderMaintenance } from './liftDelay';
import type { FineChannelId, FineOrderRow, FineStore } from './store';

// What both fine channels check before an order is made (spec 02 §4, §7): the caller's device and attempt
// id, a retry of that attempt, the account, maintenance, the ban's one open or paid order, the fine itself.

export type FineAdmission =
  /** refused: the answer says why */
  | { kind: 'refused'; outcome: Outcome<never> }
  /** this attempt's order, or the order already paying this ban: answered as it stands */
  | { kind: 'existing'; order: FineOrderRow }
  /** a new order may be made (after `replaces`, an order of this ban still waiting for its payer, is cancelled) */
  | { kind: 'new'; user: UserRow; deviceId: string; rid: string; replaces?: FineOrderRow };

/**
 * The open order a new one of `channel` replaces: one of another channel still waiting for its payer (left
 * on the hosted page, or an Apple Pay sheet closed), so the payer who came back may pay another way. An
 * order being charged, at 3-D Secure or paid is never replaced.
 */
export const replacesWaiting =
  (channel: FineChannelId) =>
  (open: FineOrderRow): boolean =>
    open.status === 'redirect' && open.channel !== channel;

const refused = (outcome: Outcome<never>): FineAdmission => ({ kind: 'refused', outcome });

/**
 * `takesOver`: which open order of this ban gives way to the new one (replacesWaiting); anything else open
 * is answered as it stands.
 */
export function admitFine(
  ctx: ApiContext,
  store: FineStore,
  params: CreateFinePayParams,
  request: FastifyRequest,
  options: { takesOver: (open: FineOrderRow) => boolean },
): FineAdmission {
  const deviceId = deviceIdOf(request);
  if (deviceId === undefined) return refused(fail(BAD_REQUEST, MSG.deviceIdInvalid, 400));
  const rid = header(request, CLIENT_RID_HEADER);
  if (rid === undefined || !parseParams(ClientRid, rid).ok)
    return refused(fail(BAD_REQUEST, MSG.clientRidMissing, 400));
  const retry = store.byRid(deviceId, rid);
  if (retry) return { kind: 'existing', order: retry };
  const user = ctx.users.byDisplayUid(params.uid);
  if (!user) return refused(fail(FINE_LINK_INVALID, MSG.fineLinkInvalid));
  if (fineUnderMaintenance(ctx.db, user.uid)) return refused(fail(FINE_MAINTENANCE, MSG.fineMaintenance));
  const open = store.openFor(user);
  if (open?.status === 'paid') return refused(fail(FINE_ALREADY_PAID, MSG.fineAlreadyPaid));
  if (open && !options.takesOver(open)) return { kind: 'existing', order: open };
  if (user.status !== ACCOUNT_STATUS.BANNED || !user.fine_cents)
    return refused(fail(ACCOUNT_NOT_BANNED, MSG.accountNotBanned));
  if (Math.round(params.amount * 100) !== user.fine_cents)
    return refused(fail(FINE_AMOUNT_CHANGED, MSG.fineAmountChanged));
  return { kind: 'new', user, deviceId, rid, ...(open ? { replaces: open } : {}) };
}
