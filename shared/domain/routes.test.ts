import {
  ROUTES,
  earlyScriptOf,
  isPayFlowPage,
  isSharedRoomPage,
  matchRoute,
  normalisePath,
  readsPkgInfoAtStart,
  remoteForPath,
  routeHasHeadStart,
} from './routes';

describe('route table (spec 02 §2)', () => {
  it('has the 12 paths of the spec, and the about and link-expired screens of its text table', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/share.html',
        '/home',
        '/',
        '/pay',
        '/login',
        '/fines',
        '/feedback',
        '/feedback-success',
        '/test',
        '/recharge',
        '/recharge-list',
        '/pay-step',
        '/about',
        '/link-expired',
      ].sort(),
    );
  });
  it('redirects /home to index', () => {
    expect(matchRoute('/home')?.target).toEqual({ kind: 'redirect', to: '/' });
    expect(remoteForPath('/home')).toEqual({ remote: 'share', module: './home' });
  });
  it('serves /recharge with the same screen as /pay', () => {
    expect(remoteForPath('/recharge')).toEqual(remoteForPath('/pay'));
  });
  it('keeps login and test in the host', () => {
    expect(remoteForPath('/login')).toBeUndefined();
    expect(remoteForPath('/test')).toBeUndefined();
  });
  it('treats a trailing slash as the same path and unknown paths as no match', () => {
    expect(normalisePath('/pay/')).toBe('/pay');
    expect(matchRoute('/fines/')?.name).toBe('fines');
    expect(matchRoute('/nope')).toBeUndefined();
  });
  it('reads the package info at start on the pages that show channels: /pay, /recharge, /pay-step', () => {
    const reading = ROUTES.filter((r) => readsPkgInfoAtStart(remoteForPath(r.path))).map((r) => r.path);
    expect(reading.sort()).toEqual(['/pay', '/pay-step', '/recharge']);
  });
  it("names PayFlow's pages, which open with the init batch: not /recharge-list, which asks its own calls", () => {
    const flow = ROUTES.filter((r) => isPayFlowPage(remoteForPath(r.path))).map((r) => r.path);
    expect(flow.sort()).toEqual(['/pay', '/pay-step', '/recharge']);
    expect(isPayFlowPage({ remote: 'fines', module: './pay' })).toBe(false);
    expect(isPayFlowPage(undefined)).toBe(false);
  });
  it('gives a head start (the early script) to the pages whose first calls the address tells: PayFlow and the share page', () => {
    const early = ROUTES.filter((r) => earlyScriptOf(remoteForPath(r.path)) !== null).map((r) => r.path);
    expect(early.sort()).toEqual(['/pay', '/pay-step', '/recharge', '/share.html']);
    expect(earlyScriptOf(remoteForPath('/pay'))).toBe('early-pay');
    expect(earlyScriptOf(remoteForPath('/share.html'))).toBe('early-share');
    expect(isSharedRoomPage({ remote: 'share', module: './home' })).toBe(false);
    expect(earlyScriptOf(undefined)).toBeNull();
    expect(
      ROUTES.map((r) => r.path)
        .filter(routeHasHeadStart)
        .sort(),
    ).toEqual(early.sort());
    expect(routeHasHeadStart('/no-such-page')).toBe(false);
  });
});
