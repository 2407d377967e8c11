import type { StoreServices } from '@topup/platform';
import { isAllowedPaymentRedirect } from '@topup/shared/domain/safeRedirect';

/**
 * spec 01 §7: the page goes to the order's url for the card-checkout and second-provider channels (the
 * 3-D Secure page, the hosted checkout, or straight back to the result), and to a provider action's
 * redirect. Only to this site or a configured provider: anything else is refused and reported, never
 * followed (no open redirect).
 */
export function followOrderUrl(
  services: Pick<StoreServices, 'page' | 'payEvents'>,
  { orderId, url, providerOrigins }: { orderId: string; url: string; providerOrigins: readonly string[] },
): boolean {
  const pageOrigin = services.page.location().origin;
  if (!isAllowedPaymentRedirect(url, { pageOrigin, providerOrigins })) {
    services.payEvents.emit({ type: 'redirect_refused', orderId, url: url.slice(0, 300) });
    return false;
  }
  services.page.assign(new URL(url, pageOrigin).href);
  return true;
}
