import { CheckDomainPayableParams, DomainPayable } from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { isApplePayType } from '@topup/shared/domain/payTypes';
import { applePayDomainList, applePayDomainsFor } from '../../orders/applePayDomains';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §7: GET /api/order/check_domain_payable (pay_type, domain, uid, check_only). A domain may take
 * Apple Pay when it is one of the configured ones (the configuration's applePay.domains; or when none is
 * configured); when it may not, the answer names the first configured domain, where the page may send the
 * user.
 */
export const checkDomainPayableRoute = (
  ctx: Pick<ApiContext, 'db'>,
  configured: readonly string[] = [],
): ApiRoute<typeof CheckDomainPayableParams, DomainPayable> => ({
  methods: ['GET'],
  path: '/api/order/check_domain_payable/',
  params: CheckDomainPayableParams,
  data: DomainPayable,
  handle({ pay_type, domain, uid }) {
    if (!isApplePayType(pay_type)) return fail(BAD_REQUEST, MSG.badRequest);
    const domains = applePayDomainsFor(ctx.db, applePayDomainList(configured), uid);
    const host = domain.trim().toLowerCase();
    const payable = domains.length === 0 || domains.includes(host);
    return ok({ is_payable: payable ? 1 : 0, domain: payable ? host : (domains[0] ?? host), pay_type });
  },
});
