// spec 01 §7 check_domain_payable: a domain that may not take Apple Pay sends the user to the answer's
// domain, only when it is one this site is configured with (no open redirect). Apart from the hand-off to
// Safari (applePayHandoff.ts): only the Apple Pay checkout, loaded when the user pays, asks it.

export type DomainDecision =
  | { kind: 'payable' }
  /** go on at this address (same path and query on the other domain) */
  | { kind: 'moveTo'; href: string }
  /** neither here nor at a domain we may send the user to */
  | { kind: 'unavailable' };

/**
 * check_domain_payable's answer (is_payable, domain) for the page at `href`. `allowedHosts` are the hosts
 * this site is configured with; a domain outside them is never followed.
 */
export function applePayDomainDecision(
  answer: { is_payable: boolean | 0 | 1; domain?: string },
  href: string,
  allowedHosts: readonly string[],
): DomainDecision {
  if (answer.is_payable === true || answer.is_payable === 1) return { kind: 'payable' };
  const here = new URL(href);
  const target = (answer.domain ?? '').trim().toLowerCase();
  const allowed = allowedHosts.map((h) => h.trim().toLowerCase());
  if (!target || target === here.host || !allowed.includes(target)) return { kind: 'unavailable' };
  // the page's own scheme (https wherever the site is deployed), another configured host
  const next = new URL(href);
  next.host = target;
  return { kind: 'moveTo', href: next.toString() };
}
