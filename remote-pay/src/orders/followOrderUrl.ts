import { isAllowedPaymentRedirect } from '@topup/shared/domain/safeRedirect';
import { emitPayEvent } from '../analytics/payEvents';
import { payProviderConfig } from '../providers/config';

/**
 * spec 01 §7: the page goes to the order's url for the card-checkout and second-provider channels (the
 * 3-D Secure page, the hosted checkout, or straight back to the result). Only to this site or a configured
 * provider: anything else is refused and reported, never followed (no open redirect).
 */
export function followOrderUrl(
  orderId: string,
  url: string,
  go: (href: string) => void = (href) => window.location.assign(href),
): boolean {
  const pageOrigin = window.location.origin;
  if (!isAllowedPaymentRedirect(url, { pageOrigin, providerOrigins: payProviderConfig.redirectOrigins })) {
    emitPayEvent({ type: 'redirect_refused', orderId, url: url.slice(0, 300) });
    return false;
  }
  go(new URL(url, pageOrigin).href);
  return true;
}
