import { onPayEvent, type PayEvent } from '../analytics/payEvents';
import { payProviderConfig } from '../providers/config';
import { followOrderUrl } from './followOrderUrl';

// jsdom's page is http://localhost/
const PROVIDER = 'https://3ds.provider.example';
const ORDER_ID = 'TP20260115120000001';

let events: PayEvent[];
let stop: () => void;

beforeEach(() => {
  jest.replaceProperty(payProviderConfig, 'redirectOrigins', [PROVIDER]);
  events = [];
  stop = onPayEvent((e) => events.push(e));
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

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
    const go = jest.fn();
    expect(followOrderUrl(ORDER_ID, url, go)).toBe(true);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith(href);
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
    const go = jest.fn();
    expect(followOrderUrl(ORDER_ID, url, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url }]);
  });

  it('refuses a provider origin that is not configured', () => {
    jest.replaceProperty(payProviderConfig, 'redirectOrigins', []);
    const go = jest.fn();
    expect(followOrderUrl(ORDER_ID, `${PROVIDER}/challenge`, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url: `${PROVIDER}/challenge` }]);
  });

  it('reports at most 300 characters of a refused url', () => {
    const url = `https://evil.example/${'a'.repeat(500)}`;
    expect(followOrderUrl(ORDER_ID, url, jest.fn())).toBe(false);
    expect(events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url: url.slice(0, 300) }]);
  });
});
