import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  AdyenSessionDataParams,
  MERCHANT_SESSION_TTL_MS,
  MerchantSessionParams,
  AdyenSessionData,
  type MerchantSession,
} from '@topup/shared/contract';
import { ORDER_NOT_AWAITING_TOKEN } from '@topup/shared/contract/codes';
import { SANDBOX_MERCHANT_ID } from '@topup/shared/config/sandbox';
import { isAdyenApplePayType } from '@topup/shared/domain/applePayRequest';
import { isApplePayType } from '@topup/shared/domain/payTypes';
import { serverSecret } from '../../db/secrets';
import { ownOrder, type OwnOrder } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute, type Outcome } from '../../http/route';

type Unsigned = Omit<MerchantSession, 'signature'>;

/** The sandbox's signature over a merchant session's fields (Apple signs its own; this stands in for it). */
export function signMerchantSession(secret: Buffer, session: Unsigned): string {
  const fields = [
    session.epochTimestamp,
    session.expiresAt,
    session.merchantSessionIdentifier,
    session.nonce,
    session.merchantIdentifier,
    session.domainName,
    session.displayName,
  ];
  return createHmac('sha256', secret).update(JSON.stringify(fields)).digest('base64');
}

/** This device's Apple Pay order of that id, a coin order's or a ban fine's: its type and whether it waits. */
function awaitingOrder(
  ctx: ApiContext,
  request: FastifyRequest,
  orderId: string,
): OwnOrder<{ payType: number; waiting: boolean }> {
  const own = ownOrder(request, ctx.payments.orders.byId(orderId));
  if (!own.ok) return own;
  // the sheet is open only while the order waits for its payer's token
  return { ok: true, order: { payType: own.order.pay_type, waiting: own.order.status === 'redirect' } };
}

/**
 * A merchant session (valid 5 minutes) for this device's Apple Pay order still waiting for its token, of
 * a type `served` accepts; as JSON text, for completeMerchantValidation.
 */
function merchantSession(
  ctx: ApiContext,
  request: FastifyRequest,
  served: (payType: number) => boolean,
  fields: { app_order: string; display_name: string; domain_name: string; merchant_identifier: string },
): Outcome<AdyenSessionData> {
  const own = awaitingOrder(ctx, request, fields.app_order);
  if (!own.ok) return own.outcome;
  const { order } = own;
  if (!served(order.payType) || !order.waiting)
    return fail(ORDER_NOT_AWAITING_TOKEN, MSG.orderNotAwaitingToken);
  const now = ctx.now();
  const unsigned: Unsigned = {
    epochTimestamp: now,
    expiresAt: now + MERCHANT_SESSION_TTL_MS,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: fields.merchant_identifier,
    domainName: fields.domain_name,
    displayName: fields.display_name,
  };
  const signature = signMerchantSession(serverSecret(ctx.db, 'apple_pay_merchant_session'), unsigned);
  return ok({ session_json_string: JSON.stringify({ ...unsigned, signature }) });
}

/** spec 01 §7: GET /api/order/adyen_apple_pay_session_data/ (uid, source, display_name, domain_name, app_order, merchant_identifier). */
export const adyenSessionDataRoute = (
  ctx: ApiContext,
): ApiRoute<typeof AdyenSessionDataParams, AdyenSessionData> => ({
  methods: ['GET'],
  path: '/api/order/adyen_apple_pay_session_data/',
  params: AdyenSessionDataParams,
  data: AdyenSessionData,
  handle: (params, request) => merchantSession(ctx, request, isAdyenApplePayType, params),
});

/** The merchant identifier of the non-Adyen Apple Pay provider in the sandbox (ours): the sandbox's one. */
export const SANDBOX_MERCHANT_IDENTIFIER = SANDBOX_MERCHANT_ID;

/**
 * (ours) GET /api/order/apple_pay_merchant_session/ (app_order, validation_url, display_name, domain_name):
 * merchant validation for the other Apple Pay types, whose provider validates with Apple's URL.
 */
export const merchantSessionRoute = (
  ctx: ApiContext,
): ApiRoute<typeof MerchantSessionParams, AdyenSessionData> => ({
  methods: ['GET'],
  path: '/api/order/apple_pay_merchant_session/',
  params: MerchantSessionParams,
  data: AdyenSessionData,
  handle: (params, request) =>
    merchantSession(ctx, request, (t) => isApplePayType(t) && !isAdyenApplePayType(t), {
      ...params,
      merchant_identifier: SANDBOX_MERCHANT_IDENTIFIER,
    }),
});
