import { runtimeConfig, type AppThunk } from '@topup/platform';
import type { DomainPayable } from '@topup/shared/contract/applePay';
import { API } from '@topup/shared/contract/paths';
import { applePayDomainDecision, type DomainDecision } from '@topup/shared/domain/applePayDomain';

// check_domain_payable (spec 01 §7), asked once Apple Pay is chosen, before the tap: whether this domain may
// take the type, or which configured domain may. Loaded with the sheet's code (applePayReady.ts).

let domain: { payType: number; decision: DomainDecision } | null = null;

/** check_only: payable here, another configured domain, or neither. A call that fails decides nothing. */
export function checkApplePayDomain(payType: number, uid: number | null): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, extra) => {
    const here = extra.page.location();
    const r = await extra.api.get<DomainPayable>(API.checkDomainPayable.path, {
      pay_type: payType,
      domain: new URL(here.origin).host,
      uid: uid === null ? undefined : String(uid),
      check_only: 1,
    });
    if (r.result !== 0 || !r.data) return;
    const href = `${here.origin}${here.pathname}${here.search}${here.hash}`;
    domain = { payType, decision: applePayDomainDecision(r.data, href, runtimeConfig().applePay.domains) };
  };
}

/** What check_domain_payable said for this type, if it has answered. */
export const applePayDomainFor = (payType: number): DomainDecision | null =>
  domain?.payType === payType ? domain.decision : null;
