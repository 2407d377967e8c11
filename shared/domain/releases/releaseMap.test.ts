import { chooseRelease, chooseReleases, parseReleaseMap, servedMap, type RemoteReleases } from './releaseMap';
import { canaryScore } from './deviceScore';

const v1 = { id: '1.0.334-aaaa1111', entry: '/remotes/pay/releases/1.0.334-aaaa1111/mf-manifest.json' };
const v2 = { id: '1.0.335-bbbb2222', entry: '/remotes/pay/releases/1.0.335-bbbb2222/mf-manifest.json' };

/** 10,000 device ids as the site makes them: 32 lower-case hex. */
const deviceIds = Array.from({ length: 10_000 }, (_, i) =>
  (BigInt(i) * 0x9e3779b97f4a7c15n).toString(16).padStart(32, '0').slice(-32),
);

describe('the release map', () => {
  it('reads current, previous and canary; a bare URL is an unversioned current release', () => {
    const map = parseReleaseMap({
      pay: { current: v2, previous: [v1, { id: '../x', entry: 'y' }], canary: { release: v2, percent: 150 } },
      fines: '/remotes/fines/mf-manifest.json',
      feedback: { current: { id: 'no entry' } },
      other: { current: v1 },
    });
    expect(map.pay).toEqual({ current: v2, previous: [v1], canary: { release: v2, percent: 100 } });
    expect(map.fines).toEqual({ current: { id: 'unversioned', entry: '/remotes/fines/mf-manifest.json' } });
    expect(map).not.toHaveProperty('feedback');
    expect(map).not.toHaveProperty('other');
    expect(parseReleaseMap([1, 2])).toEqual({});
  });

  it('without a canary every device gets the current release', () => {
    expect(chooseRelease('pay', { current: v1 }, deviceIds[0] as string)).toEqual({
      release: v1,
      why: 'current',
      score: null,
    });
  });

  it('a canary of p % reaches p % of 10,000 devices, within 1 point', () => {
    for (const percent of [1, 10, 25, 50, 90]) {
      const releases: RemoteReleases = { current: v1, canary: { release: v2, percent } };
      const inCanary = deviceIds.filter((d) => chooseRelease('pay', releases, d).why === 'canary').length;
      expect(Math.abs((inCanary / deviceIds.length) * 100 - percent)).toBeLessThanOrEqual(1);
    }
  });

  it('a device keeps its choice, and the larger canary keeps the smaller one’s devices', () => {
    const d = deviceIds[42] as string;
    const score = canaryScore(d, 'pay');
    expect(canaryScore(d, 'pay')).toBe(score);
    const at = (percent: number) =>
      chooseRelease('pay', { current: v1, canary: { release: v2, percent } }, d);
    expect(at(score + 1).why).toBe('canary');
    expect(at(score).why).toBe('outside-canary');
    expect(at(100).release).toBe(v2);
  });

  it('one remote’s canary does not pick the same devices as another’s', () => {
    const same = deviceIds.filter((d) => canaryScore(d, 'pay') === canaryScore(d, 'fines')).length;
    expect(same / deviceIds.length).toBeLessThan(0.03);
  });
});

describe('the map a page gets', () => {
  it('chooses every remote for one device and serves no rollback targets', () => {
    const map = parseReleaseMap({
      pay: { current: v1, previous: [v2], canary: { release: v2, percent: 100 } },
      fines: '/remotes/fines/mf-manifest.json',
    });
    const id = deviceIds[1] as string;
    expect(chooseReleases(map, id)).toEqual({
      pay: { release: v2, why: 'canary', score: canaryScore(id, 'pay'), canary: { id: v2.id, percent: 100 } },
      fines: { release: map.fines?.current, why: 'current', score: null },
    });
    expect(servedMap(map)).toEqual({
      pay: { current: v1, canary: { release: v2, percent: 100 } },
      fines: map.fines,
    });
  });
});
