import { classifyReturnVisit, HASHED, pairsRow } from './returnVisit.mjs';

// A return visit is as fast as the round trips it still makes: the bench checks that no file whose name
// carries its hash goes to the server again, and lists what does.
const origin = 'http://localhost:8799';
const req = (path, at, status, wire, type = 'Script') => ({
  url: `${origin}${path}`,
  type,
  at,
  status,
  wire,
});

describe("a content-hashed file's name", () => {
  it("is the build's name.<hash>.js|css, not a remote entry or a manifest", () => {
    expect(HASHED.test('/main.8e37947c97.js')).toBe(true);
    expect(HASHED.test('/remotes/pay/__federation_expose_pay.462c9d5c6e.css')).toBe(true);
    expect(HASHED.test('/remotes/pay/remoteEntry.js')).toBe(false);
    expect(HASHED.test('/remotes.json')).toBe(false);
    expect(HASHED.test('/main.8e37947c97.js.map')).toBe(false);
  });
});

describe("a return visit's requests", () => {
  // the cache's answers carry no status from the server; a revalidation reaches the page as a 200
  const records = [
    req('/pay', 0, 200, 304, 'Document'),
    req('/main.8e37947c97.js', 10, 200, undefined),
    req('/main.8b63f13976.css', 10, 200, undefined, 'Stylesheet'),
    req('/770.36274fa4b0.js', 20, 200, 304),
    req('/remotes/pay/2128.2867e075aa.js', 30, 200, 200),
    req('/remotes/pay/remoteEntry.js', 40, 200, 304),
    req('/api/catalog/tiers/?x=1', 50, 200, 200, 'Fetch'),
    req('/api/sys/add_event/', 900, 200, 200, 'Fetch'),
    // still in flight when read: no response yet
    req('/late.0123456789.js', 60, undefined, undefined),
  ];
  const seen = classifyReturnVisit(records, 500);

  it('counts the hashed files and lists those that went to the server, revalidated or fetched', () => {
    expect(seen.hashed).toBe(4);
    expect(seen.missed).toEqual([
      { path: '/770.36274fa4b0.js', status: 304 },
      { path: '/remotes/pay/2128.2867e075aa.js', status: 200 },
    ]);
  });

  it('lists the files without a hash that went to the server: a round trip each', () => {
    expect(seen.network).toEqual([
      { path: '/pay', status: 304 },
      { path: '/remotes/pay/remoteEntry.js', status: 304 },
    ]);
  });

  it('lists the API calls made before content-ready, by path, in the order they left', () => {
    expect(seen.api).toEqual(['/api/catalog/tiers/']);
  });

  it('finds nothing missed when every hashed file came from the cache', () => {
    const cached = records.map((r) => (HASHED.test(r.url) ? { ...r, wire: undefined } : r));
    expect(classifyReturnVisit(cached, 500).missed).toEqual([]);
  });
});

describe('the pairs of one route', () => {
  const seen = (missed) => ({ hashed: 30, missed, network: [], api: ['/api/a/'] });
  const miss = { path: '/a.0123456789.js', status: 304 };

  it('gives the medians, their ratio and every hashed file any return visit missed, once', () => {
    const row = pairsRow('site', '/pay', [
      { cold: 3000, ret: 1200, seen: seen([]) },
      { cold: 3400, ret: 1500, seen: seen([miss]) },
      { cold: 3200, ret: 1300, seen: seen([miss]) },
    ]);
    expect(row).toMatchObject({ cold: 3200, ret: 1300, hashed: 30, missed: [miss], api: ['/api/a/'] });
    expect(row.ratio).toBeCloseTo(1300 / 3200);
  });
});

describe("where a return visit's time went", () => {
  const times = (paint, start, end) => ({
    page: 650,
    paint,
    call: { path: '/api/sys/batch_request/', start, end },
  });
  const seen = { hashed: 10, missed: [], network: [], api: [] };

  it("gives the medians of the page, the paint and the first call's start and end", () => {
    const row = pairsRow('site', '/pay', [
      { cold: 3000, ret: 1700, seen, retTimes: times(1050, 1140, 1720) },
      { cold: 3100, ret: 1800, seen, retTimes: times(1250, 1400, 1990) },
      { cold: 3200, ret: 1750, seen, retTimes: times(1100, 1200, 1800) },
    ]);
    expect(row.times).toEqual({
      page: 650,
      paint: 1100,
      call: { path: '/api/sys/batch_request/', start: 1200, end: 1800 },
    });
  });

  it('gives none when a visit was not timed or made no call', () => {
    const untimed = pairsRow('site', '/pay', [{ cold: 3000, ret: 1700, seen }]);
    expect(untimed.times).toBeUndefined();
    const noCall = pairsRow('site', '/pay', [
      { cold: 3000, ret: 1700, seen, retTimes: { page: 650, paint: 1000, call: null } },
    ]);
    expect(noCall.times).toBeUndefined();
  });
});
