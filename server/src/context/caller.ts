import type { FastifyRequest } from 'fastify';
import { BAD_REQUEST, ORDER_NOT_FOUND, SESSION_INVALID } from '@topup/shared/contract/codes';
import { HEADER } from '@topup/shared/domain/apiResult';
import { deviceHeaderOf } from '../http/apiHeaders';
import type { UserRow } from '../db/users';
import type { ApiContext } from './context';
import { MSG } from '../http/messages';
import { fail, type Outcome } from '../http/route';

/**
 * Who is calling: nobody logged in, a logged-in user, or a session key the server does not know
 * (expired or invented). Calls that need a login answer the last with -10000.
 */
export type Caller = { state: 'anonymous' } | { state: 'user'; user: UserRow } | { state: 'invalid' };

/** A request header's first value; undefined when absent or empty. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/**
 * spec 02 §6, §7: the session key of a call, from the `session_key` param first, else the
 * x-session-key header, else x-account-token (what third-party paths carry). Empty is none.
 */
export function sessionKeyOf(request: FastifyRequest, params: { session_key?: string }): string | undefined {
  if (params.session_key !== undefined && params.session_key !== '') return params.session_key;
  return header(request, HEADER.sessionKey) ?? header(request, HEADER.accountToken);
}

export function resolveCaller(
  ctx: ApiContext,
  request: FastifyRequest,
  params: { session_key?: string },
): Caller {
  const key = sessionKeyOf(request, params);
  if (key === undefined) return { state: 'anonymous' };
  const uid = ctx.sessions.uidOf(key);
  const user = uid === undefined ? undefined : ctx.users.byUid(uid);
  return user ? { state: 'user', user } : { state: 'invalid' };
}

/**
 * The logged-in caller's uid, else 0: whose saved cards a card call may touch besides this device's, and
 * who pays an order (an unknown session key counts as nobody: the device's cards, a visitor's order).
 */
export function sessionUidOf(
  ctx: ApiContext,
  request: FastifyRequest,
  params: { session_key?: string },
): number {
  const caller = resolveCaller(ctx, request, params);
  return caller.state === 'user' ? caller.user.uid : 0;
}

/** The refusal of a call that needs a login: no session, or one the server does not know. */
export const loginRequired = (): Outcome<never> => fail(SESSION_INVALID, MSG.sessionInvalid);

/**
 * spec 02 §7: the browser's device id, header x-cli-id (32 lower-case hex); undefined when absent (an /api
 * route never gets this far with an unreadable one: http/route.ts refuses the call).
 */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const device = deviceHeaderOf(request.headers);
  return device.kind === 'id' ? device.id : undefined;
}

export type OwnOrder<T> = { ok: true; order: T } | { ok: false; outcome: Outcome<never> };

/**
 * The order (a coin order's or a fine's row) when the calling device made it. The check never depends on
 * the header being there: every call carries x-cli-id (spec 02 §7), so a call without a device
 * id is malformed (400, as create_coin_pay answers it); another device's order is ORDER_NOT_FOUND, the
 * answer for no order at all, so an order id alone tells nothing.
 */
export function ownOrder<T extends { device_id: string }>(
  request: FastifyRequest,
  order: T | undefined,
): OwnOrder<T> {
  const deviceId = deviceIdOf(request);
  if (deviceId === undefined) return { ok: false, outcome: fail(BAD_REQUEST, MSG.deviceIdInvalid, 400) };
  if (!order || order.device_id !== deviceId)
    return { ok: false, outcome: fail(ORDER_NOT_FOUND, MSG.orderNotFound) };
  return { ok: true, order };
}
