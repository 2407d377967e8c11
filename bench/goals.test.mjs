import { atMost, blockingGoals, goalGroups, readyGoals, returnGoals, sizeGoals } from './goals.mjs';

// The bench holds each goal to a figure of the same run (the libraries' floor, the monolith, the route's
// own cold visit), so a run on any quiet machine says where the start-up stands.
const KB = 1024;
const verdicts = (rows) => rows.map((r) => [r.name, r.ok]);

describe('a goal "at most"', () => {
  it('is met at the limit and not met above it', () => {
    expect(atMost('x', 100, 100, String, 'the floor').ok).toBe(true);
    expect(atMost('x', 101, 100, String, 'the floor').ok).toBe(false);
  });

  it('is not met when the run could not measure either figure, and says so', () => {
    expect(atMost('x', 1, undefined, String, 'the floor')).toMatchObject({
      ok: false,
      limit: '–',
      against: 'the floor (not measured)',
    });
    expect(atMost('x', null, 100, String, 'the monolith').ok).toBe(false);
  });
});

describe('content-ready and blocking after the first paint', () => {
  const ready = [
    { target: 'site', route: '/', ready: 2790, blocking: 20 },
    { target: 'site', route: '/pay', ready: 2900, blocking: 133 },
    { target: 'monolith', route: '/', ready: 3000, blocking: 39 },
    { target: 'monolith', route: '/pay', ready: 3520, blocking: 93 },
    { target: 'floor', route: '(floor)', ready: 2380, blocking: 0 },
    { target: 'libs', route: '(floor)', ready: 2830, blocking: 0 },
  ];

  it("holds each route of the site to the libraries' floor of the same run, not the floor page", () => {
    expect(verdicts(readyGoals(ready))).toEqual([
      ['/', true],
      ['/pay', false],
    ]);
    expect(readyGoals(ready)[1]).toMatchObject({ value: '2.90 s', limit: '2.83 s' });
  });

  it('is not met when the floor was not timed', () => {
    expect(readyGoals(ready.filter((r) => r.target !== 'libs')).map((r) => r.ok)).toEqual([false, false]);
  });

  it("holds /pay's blocking to the monolith's of the same run", () => {
    expect(verdicts(blockingGoals(ready, '/pay'))).toEqual([['/pay', false]]);
    const less = ready.map((r) => (r.target === 'site' ? { ...r, blocking: 93 } : r));
    expect(verdicts(blockingGoals(less, '/pay'))).toEqual([['/pay', true]]);
    expect(blockingGoals(ready, '/fines')).toEqual([]);
  });
});

describe('the size goals: the floor plus an allowance', () => {
  const goals = {
    hostStartupAboveFloorBytes: 15 * KB,
    payFirstRenderAboveFloorBytes: 55 * KB,
    federationOverheadAboveFloorBytes: 1.5 * KB,
  };
  const floor = { page: 89_000, libs: 108_000, federated: 133_000, remoteEntry: 8_000 };
  const sizes = (hostGzip, pay, overhead) => ({
    hostGzip,
    routes: [
      { route: '/', total: 173_000, overhead: 1_000 },
      { route: '/pay', total: pay, overhead },
      { route: '/about', total: 171_000 },
    ],
  });
  const byName = (rows) => Object.fromEntries(rows.map((r) => [r.name, r]));

  it("holds the host's start-up JS to the libraries' federated host + 15 KB", () => {
    const rows = byName(sizeGoals({ goals, sizes: sizes(133_000 + 15 * KB, 0, 0), floor }));
    expect(rows['host start-up JS']).toEqual({
      name: 'host start-up JS',
      value: 133_000 + 15 * KB,
      floor: 133_000,
      allowance: 15 * KB,
      goal: 133_000 + 15 * KB,
    });
  });

  it('holds /pay to that host and a remote entry + 55 KB, federation to its floor + 1.5 KB', () => {
    const rows = byName(sizeGoals({ goals, sizes: sizes(0, 201_000, 36_000), floor }));
    expect(rows['/pay first render']).toMatchObject({ floor: 141_000, goal: 141_000 + 55 * KB });
    expect(rows['federation overhead, largest of any route']).toMatchObject({
      value: 36_000,
      floor: 33_000,
      goal: 33_000 + 1.5 * KB,
    });
  });

  it('is met at the floor plus the allowance, not one byte over', () => {
    const at = sizeGoals({ goals, sizes: sizes(148_360, 197_320, 34_536), floor });
    const over = sizeGoals({ goals, sizes: sizes(148_361, 197_321, 34_537), floor });
    const group = (rows) => goalGroups({ ready: [], sizes: rows, goals })[2][1].map((r) => r.ok);
    expect(group(at)).toEqual([true, true, true]);
    expect(group(over)).toEqual([false, false, false]);
  });

  it('leaves a goal unknown, and not met, when its floor is not built', () => {
    const partial = sizeGoals({ goals, sizes: sizes(1, 1, 1), floor: { ...floor, federated: undefined } });
    expect(partial.map((r) => r.goal)).toEqual([undefined, undefined, undefined]);
    const rows = goalGroups({ ready: [], sizes: partial, goals })[2][1];
    expect(rows.map((r) => r.ok)).toEqual([false, false, false]);
    expect(rows[0].against).toBe('floor (not built) + 15.0 KB (not measured)');
  });
});

describe('the return visit', () => {
  const row = (target, cold, ret, missed = []) => ({ target, route: '/pay', cold, ret, hashed: 30, missed });

  it('is met at 0.6 x its cold visit and no later than the monolith, with every hashed file cached', () => {
    const rows = returnGoals([row('site', 3000, 1800), row('monolith', 3500, 1800)], 0.6);
    expect(rows.map((r) => r.ok)).toEqual([true, true, true]);
    expect(rows[2]).toMatchObject({ value: '30', relation: '=', limit: '30' });
  });

  it('is not met past the ratio, past the monolith, or when a hashed file was asked for again', () => {
    const missed = [{ path: '/main.8e37947c97.js', status: 304 }];
    const rows = returnGoals([row('site', 3000, 1801, missed), row('monolith', 3500, 1700)], 0.6);
    expect(rows.map((r) => r.ok)).toEqual([false, false, false]);
    expect(rows[2]).toMatchObject({ value: '29', limit: '30' });
  });

  it('is not met against a monolith the run did not measure', () => {
    expect(returnGoals([row('site', 3000, 1000)], 0.6).map((r) => r.ok)).toEqual([true, false, true]);
  });
});
