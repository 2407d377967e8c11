import { createHmac, randomBytes } from 'node:crypto';
import {
  AdyenSessionDataParams,
  MERCHANT_SESSION_TTL_MS,
  type AdyenSessionData,
  type MerchantSession,
} from '@topup/shared/contract';
import { ORDER_NOT_AWAITING_TOKEN, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { isAdyenApplePayType } from '@topup/shared/domain/applePayRequest';
import { serverSecret } from '../../db/secrets';
import { isPending } from '../../orders/payments';
import { deviceIdOf } from '../caller';
import type { ApiContext } from '../context';
import { MSG } from '../messages';
import { fail, ok, type ApiRoute } from '../route';

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

/**
 * spec 01 §7: GET /api/order/adyen_apple_pay_session_data/ (uid, source, display_name, domain_name,
 * app_order, merchant_identifier). For an Adyen Apple Pay order still waiting for its token (one of this
 * device's), a merchant session for completeMerchantValidation, valid 5 minutes, as JSON text.
 */
export const adyenSessionDataRoute = (
  ctx: ApiContext,
): ApiRoute<typeof AdyenSessionDataParams, AdyenSessionData> => ({
  methods: ['GET'],
  path: '/api/order/adyen_apple_pay_session_data/',
  params: AdyenSessionDataParams,
  handle({ app_order, display_name, domain_name, merchant_identifier }, request) {
    const order = ctx.payments.orders.byId(app_order);
    const deviceId = deviceIdOf(request);
    if (!order || (deviceId !== undefined && deviceId !== order.device_id))
      return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
    if (!isAdyenApplePayType(order.pay_type) || !isPending(order))
      return fail(ORDER_NOT_AWAITING_TOKEN, MSG.orderNotAwaitingToken);
    const now = ctx.now();
    const unsigned: Unsigned = {
      epochTimestamp: now,
      expiresAt: now + MERCHANT_SESSION_TTL_MS,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: merchant_identifier,
      domainName: domain_name,
      displayName: display_name,
    };
    const session: MerchantSession = {
      ...unsigned,
      signature: signMerchantSession(serverSecret(ctx.db, 'apple_pay_merchant_session'), unsigned),
    };
    return ok({ session_json_string: JSON.stringify(session) });
  },
});
