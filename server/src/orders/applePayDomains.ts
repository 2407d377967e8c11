// check_domain_payable's configuration: the hosts registered with Apple for this merchant (Apple validates
// a merchant session only for a registered domain). TOPUP_APPLE_PAY_DOMAINS, a comma list of hosts
// (name[:port]); unset, every domain may take Apple Pay (the sandbox on one machine).
export function applePayDomains(env: Record<string, string | undefined> = process.env): string[] {
  return (env.TOPUP_APPLE_PAY_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
}
