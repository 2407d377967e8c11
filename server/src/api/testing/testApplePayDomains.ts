import { TEST_APPLE_PAY_DOMAINS_PATH, TestApplePayDomainsParams } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { overrideApplePayDomains } from '../../orders/applePayDomains';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** Test mode: POST /__test/apple-pay-domains `{ display_uid, domains }`: that account's check sees these. */
export const testApplePayDomainsRoute = (
  ctx: ApiContext,
): ApiRoute<typeof TestApplePayDomainsParams, { domains: string[] }> => ({
  methods: ['POST'],
  path: TEST_APPLE_PAY_DOMAINS_PATH,
  params: TestApplePayDomainsParams,
  handle({ display_uid, domains }) {
    const user = ctx.users.byDisplayUid(display_uid);
    if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
    overrideApplePayDomains(ctx.db, user.uid, domains);
    return ok({ domains });
  },
});
