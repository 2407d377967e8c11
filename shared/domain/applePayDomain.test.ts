import { applePayDomainDecision } from './applePayDomain';

describe('check_domain_payable’s answer (spec 01 §7)', () => {
  const here = 'https://a.topup.example/pay?uid=1#x';
  const allowed = ['b.topup.example'];
  it('pays here when the domain may take Apple Pay', () => {
    expect(applePayDomainDecision({ is_payable: 1, domain: 'evil.example' }, here, allowed)).toEqual({
      kind: 'payable',
    });
  });
  it('moves to the answer’s domain, same path and query, only when it is configured', () => {
    expect(applePayDomainDecision({ is_payable: 0, domain: 'B.topup.example' }, here, allowed)).toEqual({
      kind: 'moveTo',
      href: 'https://b.topup.example/pay?uid=1#x',
    });
    expect(applePayDomainDecision({ is_payable: 0, domain: 'evil.example' }, here, allowed)).toEqual({
      kind: 'unavailable',
    });
    expect(applePayDomainDecision({ is_payable: false }, here, allowed)).toEqual({ kind: 'unavailable' });
    // the scheme is the page's: never downgraded, and the sandbox's http stays http
    expect(
      applePayDomainDecision({ is_payable: 0, domain: '127.0.0.1:8787' }, 'http://localhost:8787/pay', [
        '127.0.0.1:8787',
      ]),
    ).toEqual({ kind: 'moveTo', href: 'http://127.0.0.1:8787/pay' });
    expect(
      applePayDomainDecision({ is_payable: 0, domain: 'a.topup.example' }, here, ['a.topup.example']),
    ).toEqual({
      kind: 'unavailable',
    });
  });
});
