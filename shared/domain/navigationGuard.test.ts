import { resolveUnknownRoute } from './navigationGuard';

describe('navigation guard (spec 02 §2)', () => {
  it('goes back to the route the user came from, keeping the query', () => {
    expect(resolveUnknownRoute('/pay', '?uid=1000001')).toBe('/pay?uid=1000001');
  });
  it('goes to index when there is no previous route, keeping the query', () => {
    expect(resolveUnknownRoute(null, '?a=1&b=2')).toBe('/?a=1&b=2');
    expect(resolveUnknownRoute(undefined, 'x=1')).toBe('/?x=1');
  });
  it('never goes back to a previous path that is itself unknown', () => {
    expect(resolveUnknownRoute('/missing', '?q=1')).toBe('/?q=1');
  });
  it('adds no stray question mark without a query', () => {
    expect(resolveUnknownRoute('/fines', '')).toBe('/fines');
    expect(resolveUnknownRoute(null, '?')).toBe('/');
  });
});
