import { createTestStore } from '@topup/platform/src/testing/testStore';
import { followOrderUrl } from './followOrderUrl';

const PROVIDER = 'https://3ds.provider.example';
const ORDER_ID = 'TP20260115120000001';

/** A page at http://localhost/pay with one configured provider. */
function setup() {
  const t = createTestStore({ href: 'http://localhost/pay' });
  const follow = (url: string) =>
    followOrderUrl(t.services, { orderId: ORDER_ID, url, providerOrigins: [PROVIDER] });
  return { follow, visited: t.page.visited, events: t.events };
}

describe('following an order’s url (spec 01 §7, no open redirect)', () => {
  it.each([
    [
      'the sandbox’s challenge page on this site',
      '/sandbox/3ds/TP1?embedded=1',
      'http://localhost/sandbox/3ds/TP1?embedded=1',
    ],
    [
      'this site’s own result route',
      'http://localhost/pay?zp_show=1&zp_orderid=TP1',
      'http://localhost/pay?zp_show=1&zp_orderid=TP1',
    ],
    ['a configured provider', `${PROVIDER}/challenge?order=TP1`, `${PROVIDER}/challenge?order=TP1`],
  ])('follows %s', (_name, url, href) => {
    const { follow, visited, events } = setup();
    expect(follow(url)).toBe(true);
    expect(visited).toEqual([href]);
    expect(events.filter((e) => e.type === 'redirect_refused')).toEqual([]);
  });

  it.each([
    ['a javascript: url', 'javascript:alert(document.cookie)'],
    ['another origin', 'https://evil.example/pay'],
    ['a protocol-relative url', '//evil.example/pay'],
    ['a configured provider over plain http', 'http://3ds.provider.example/challenge'],
    ['a look-alike of the provider', 'https://3ds.provider.example.evil.example/challenge'],
    ['credentials before this host', 'http://user@localhost/pay'],
    ['a page of this site that is no route', 'http://localhost/not-a-page'],
    ['an empty url', ''],
  ])('refuses %s and reports redirect_refused', (_name, url) => {
    const { follow, visited, events } = setup();
    expect(follow(url)).toBe(false);
    expect(visited).toEqual([]);
    expect(events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url }]);
  });

  it('refuses a provider origin that is not configured', () => {
    const t = createTestStore({ href: 'http://localhost/pay' });
    const url = `${PROVIDER}/challenge`;
    expect(followOrderUrl(t.services, { orderId: ORDER_ID, url, providerOrigins: [] })).toBe(false);
    expect(t.page.visited).toEqual([]);
    expect(t.events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url }]);
  });

  it('reports at most 300 characters of a refused url', () => {
    const { follow, events } = setup();
    const url = `https://evil.example/${'a'.repeat(500)}`;
    expect(follow(url)).toBe(false);
    expect(events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url: url.slice(0, 300) }]);
  });
});
