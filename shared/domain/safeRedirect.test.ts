import fc from 'fast-check';
import { isAllowedPaymentRedirect } from './safeRedirect';

const policy = {
  pageOrigin: 'https://pay.example.com',
  providerOrigins: ['https://checkout.provider.com', 'https://3ds.bank.com/', 'http://insecure.provider.com'],
};
const allowed = (url: string, p = policy) => isAllowedPaymentRedirect(url, p);

describe('payment redirects', () => {
  it('allows the configured https providers', () => {
    expect(allowed('https://checkout.provider.com/pay/123?session=abc')).toBe(true);
    expect(allowed('https://3ds.bank.com/challenge')).toBe(true);
    expect(allowed('HTTPS://CHECKOUT.PROVIDER.COM/x')).toBe(true);
  });
  it('allows the sandbox pages and the site routes on the page origin', () => {
    expect(allowed('/sandbox/3ds?order=1')).toBe(true);
    expect(allowed('https://pay.example.com/sandbox/checkout')).toBe(true);
    expect(allowed('/pay?zp_show=1&zp_orderid=o1')).toBe(true);
    expect(allowed('/recharge')).toBe(true);
    expect(
      allowed('http://localhost:8080/sandbox/3ds', {
        pageOrigin: 'http://localhost:8080',
        providerOrigins: [],
      }),
    ).toBe(true);
  });
  it('refuses other paths of the page origin', () => {
    expect(allowed('/api/web/delete_card_source/?fingerprint=x')).toBe(false);
    expect(allowed('https://pay.example.com/somewhere')).toBe(false);
  });
  it('refuses http providers, other ports and unknown hosts', () => {
    expect(allowed('http://checkout.provider.com/pay')).toBe(false);
    expect(allowed('http://insecure.provider.com/pay')).toBe(false);
    expect(allowed('https://checkout.provider.com:8443/pay')).toBe(false);
    expect(allowed('https://evil.com/pay')).toBe(false);
    expect(allowed('https://checkout.provider.com.evil.com/')).toBe(false);
  });
  it('refuses script and data urls', () => {
    expect(allowed('javascript:alert(1)')).toBe(false);
    expect(allowed('JaVaScRiPt:alert(1)')).toBe(false);
    expect(allowed('java\tscript:alert(1)')).toBe(false);
    expect(allowed('data:text/html,<script>alert(1)</script>')).toBe(false);
  });
  it('refuses protocol-relative, backslash and userinfo tricks', () => {
    expect(allowed('//evil.com')).toBe(false);
    expect(allowed('//checkout.provider.com/pay')).toBe(false);
    expect(allowed('/\\evil.com')).toBe(false);
    expect(allowed('https:\\\\evil.com')).toBe(false);
    expect(allowed('https://checkout.provider.com@evil.com/')).toBe(false);
    expect(allowed('https://user:pw@checkout.provider.com/')).toBe(false);
    expect(allowed('https:evil.com')).toBe(false);
    expect(allowed(' https://checkout.provider.com/')).toBe(false);
  });
  it('refuses the unparsable', () => {
    expect(allowed('')).toBe(false);
    expect(allowed('https://')).toBe(false);
    expect(allowed('/sandbox/x', { pageOrigin: 'not a url', providerOrigins: [] })).toBe(false);
  });
  it('property: a host that is not configured is always refused', () => {
    const known = new Set(['pay.example.com', 'checkout.provider.com', '3ds.bank.com']);
    const shape = fc.constantFrom(
      (h: string) => `https://${h}/pay`,
      (h: string) => `http://${h}/`,
      (h: string) => `//${h}/sandbox/x`,
      (h: string) => `https://checkout.provider.com@${h}/`,
      (h: string) => `https://${h}:443/pay?x=https://checkout.provider.com`,
      (h: string) => `https://${h}\\@checkout.provider.com/`,
    );
    fc.assert(
      fc.property(fc.domain(), shape, (host, make) => {
        fc.pre(!known.has(host.toLowerCase()));
        return !allowed(make(host));
      }),
    );
  });
});
