import type { Database } from 'better-sqlite3';

// check_domain_payable's configuration: the hosts registered with Apple for this merchant (Apple validates
// a merchant session only for a registered domain), the runtime configuration's applePay.domains (issue
// 34; the sandbox's are both local names of the server's port). An empty list: every domain may take Apple
// Pay.
export const applePayDomainList = (domains: readonly string[]): string[] =>
  domains.map((d) => d.trim().toLowerCase()).filter(Boolean);

/**
 * Test mode: the domains one account's check sees instead of the configured ones (POST
 * /__test/apple-pay-domains), so a browser test can meet a domain that may not take Apple Pay without
 * changing what the tests running beside it see. Kept per database: one per server instance.
 */
const overrides = new WeakMap<Database, Map<string, string[]>>();

export function overrideApplePayDomains(db: Database, uid: number, domains: string[]): void {
  const byUid = overrides.get(db) ?? new Map<string, string[]>();
  byUid.set(String(uid), applePayDomainList(domains));
  overrides.set(db, byUid);
}

export const applePayDomainsFor = (
  db: Database,
  configured: readonly string[],
  uid: string | undefined,
): readonly string[] => (uid === undefined ? undefined : overrides.get(db)?.get(uid)) ?? configured;
