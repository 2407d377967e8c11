import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_STATUS,
  CLIENT_RID_HEADER,
  ClientRid,
  type CreateFinePayParams,
  type FineChannelId,
} from '@topup/shared/contract';
import {
  ACCOUNT_NOT_BANNED,
  BAD_REQUEST,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
  ORDER_BEING_CHARGED,
  ORDER_IN_PROGRESS,
  ORDER_RID_REUSED,
} from '@topup/shared/contract/codes';
import { deviceIdOf, header } from '../context/caller';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { parseParams } from '../http/params';
import { fail, type Outcome } from '../http/route';
import type { OrderRow } from '../db/orders';
import type { UserRow } from '../db/users';
import { banKeyOf } from './fineOrders';
import { fineUnderMaintenance } from './liftDelay';

// What every fine channel checks before an order is made (spec 02 §4, §7): the caller's device and attempt
// id, a retry of that attempt, the account, maintenance, the ban's one open or paid order, the fine itself.

export type FineAdmission =
  /** refused: the answer says why */
  | { kind: 'refused'; outcome: Outcome<never> }
  /** this attempt's order, or this device's order already paying this ban: answered as it stands */
  | { kind: 'existing'; order: OrderRow }
  /** a new order may be made (after `replaces`, an order of this ban still waiting for its payer, is cancelled) */
  | { kind: 'new'; user: UserRow; deviceId: string; rid: string; replaces?: OrderRow };

/**
 * Whether the open order of the ban gives way to a new one of `channel` from `deviceId`: only one still
 * waiting for its payer (left on the hosted page, an Apple Pay sheet closed) of another channel — the
 * payer who came back may pay another way — or of another device, whose order this device is never
 * handed. An order being charged, at 3-D Secure or paid is never replaced.
 */
export const replacesWaiting =
  (channel: FineChannelId, deviceId: string) =>
  (open: OrderRow): boolean =>
    open.status === 'redirect' && (open.channel !== channel || open.device_id !== deviceId);

/**
 * An attempt id is bound to everything that defines its order — a fine, the account, the amount and the
 * channel. Sent again with the same, it is a retry and gets its order back; with anything else (a top-up's
 * attempt id among them) it is refused (ORDER_RID_REUSED, as create_coin_pay refuses it), never answered
 * with another account's order.
 */
const isSameAttempt = (
  order: OrderRow,
  user: UserRow | undefined,
  amountCents: number,
  channel: FineChannelId,
): boolean =>
  order.payable === 'fine' &&
  order.to_uid === user?.uid &&
  order.amount_cents === amountCents &&
  order.channel === channel;

const refused = (outcome: Outcome<never>): FineAdmission => ({ kind: 'refused', outcome });

export function admitFine(
  ctx: ApiContext,
  params: CreateFinePayParams,
  request: FastifyRequest,
  channel: FineChannelId,
): FineAdmission {
  const deviceId = deviceIdOf(request);
  if (deviceId === undefined) return refused(fail(BAD_REQUEST, MSG.deviceIdInvalid, 400));
  const rid = header(request, CLIENT_RID_HEADER);
  if (rid === undefined || !parseParams(ClientRid, rid).ok)
    return refused(fail(BAD_REQUEST, MSG.clientRidMissing, 400));
  const user = ctx.users.byDisplayUid(params.uid);
  const amountCents = Math.round(params.amount * 100);
  const retry = ctx.payments.orders.byRid(deviceId, rid);
  if (retry) {
    if (!isSameAttempt(retry, user, amountCents, channel))
      return refused(fail(ORDER_RID_REUSED, MSG.ridReused));
    return { kind: 'existing', order: retry };
  }
  if (!user) return refused(fail(FINE_LINK_INVALID, MSG.fineLinkInvalid));
  if (fineUnderMaintenance(ctx.db, user.uid)) return refused(fail(FINE_MAINTENANCE, MSG.fineMaintenance));
  const open = ctx.payments.orders.openFineFor(user.uid, banKeyOf(user));
  if (open?.status === 'paid') return refused(fail(FINE_ALREADY_PAID, MSG.fineAlreadyPaid));
  if (open && !replacesWaiting(channel, deviceId)(open)) {
    // another device's payment in progress is not this device's to see or to drive (its card, its 3-D
    // Secure page): wait until it is decided (paid: FINE_ALREADY_PAID; refused: a new order may be made).
    // One whose charge is with the processor is never replaced, whoever asks (ORDER_BEING_CHARGED); the
    // answer names no order, which is not this device's to know
    if (open.device_id !== deviceId)
      return refused(
        open.status === 'processing'
          ? fail(ORDER_BEING_CHARGED, MSG.orderBeingCharged)
          : fail(ORDER_IN_PROGRESS, MSG.orderInProgress),
      );
    return { kind: 'existing', order: open };
  }
  if (user.status !== ACCOUNT_STATUS.BANNED || !user.fine_cents)
    return refused(fail(ACCOUNT_NOT_BANNED, MSG.accountNotBanned));
  if (amountCents !== user.fine_cents) return refused(fail(FINE_AMOUNT_CHANGED, MSG.fineAmountChanged));
  return { kind: 'new', user, deviceId, rid, ...(open ? { replaces: open } : {}) };
}
