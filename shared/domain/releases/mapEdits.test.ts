import { describeChange, pointAt, promoteCanary, rollBack } from './mapEdits';
import type { ReleaseMap } from './releaseMap';

const rel = (n: number) => ({
  id: `1.0.334-${n}`,
  entry: `/remotes/pay/releases/1.0.334-${n}/mf-manifest.json`,
});
const fines = { current: { id: 'unversioned', entry: '/remotes/fines/mf-manifest.json' } };

describe('release commands on the map', () => {
  it('a release makes the new one current and the old one the first rollback target, other remotes untouched', () => {
    const start: ReleaseMap = { fines };
    const first = pointAt(start, 'pay', rel(1));
    expect(describeChange(first)).toBe('pay: unversioned → 1.0.334-1');
    expect(first.map).toEqual({ fines, pay: { current: rel(1) } });
    const second = pointAt(first.map, 'pay', rel(2));
    expect(describeChange(second)).toBe('pay: 1.0.334-1 → 1.0.334-2');
    expect(second.map.pay).toEqual({ current: rel(2), previous: [rel(1)] });
    expect(second.map.fines).toBe(fines);
  });

  it('keeps four rollback targets, newest first, and never the current release among them', () => {
    let map: ReleaseMap = {};
    for (const n of [1, 2, 3, 4, 5, 6, 7]) map = pointAt(map, 'pay', rel(n)).map;
    expect(map.pay?.previous?.map((r) => r.id)).toEqual(['1.0.334-6', '1.0.334-5', '1.0.334-4', '1.0.334-3']);
    map = pointAt(map, 'pay', rel(5)).map;
    expect(map.pay?.current.id).toBe('1.0.334-5');
    expect(map.pay?.previous?.map((r) => r.id)).toEqual(['1.0.334-7', '1.0.334-6', '1.0.334-4', '1.0.334-3']);
  });

  it('rollback goes back one release at a time, and says so', () => {
    let map = pointAt(pointAt(pointAt({}, 'pay', rel(1)).map, 'pay', rel(2)).map, 'pay', rel(3)).map;
    const back = rollBack(map, 'pay');
    expect(describeChange(back)).toBe('pay: 1.0.334-3 → 1.0.334-2');
    map = back.map;
    expect(map.pay).toEqual({ current: rel(2), previous: [rel(1)] });
    map = rollBack(map, 'pay').map;
    expect(map.pay).toEqual({ current: rel(1) });
    expect(() => rollBack(map, 'pay')).toThrow('pay has no earlier release to roll back to');
    expect(() => rollBack({}, 'share')).toThrow(/share/);
  });

  it('a canary leaves the current release; rollback ends it; promote makes it current', () => {
    const base = pointAt({}, 'pay', rel(1)).map;
    const canary = pointAt(base, 'pay', rel(2), 50);
    expect(describeChange(canary)).toBe('pay (canary, 50% of devices): 1.0.334-1 → 1.0.334-2');
    expect(canary.map.pay).toEqual({ current: rel(1), canary: { release: rel(2), percent: 50 } });
    const ended = rollBack(canary.map, 'pay');
    expect(describeChange(ended)).toBe('pay (canary, 50% of devices): 1.0.334-2 → 1.0.334-1');
    expect(ended.map.pay).toEqual({ current: rel(1) });
    const promoted = promoteCanary(canary.map, 'pay');
    expect(describeChange(promoted)).toBe('pay: 1.0.334-1 → 1.0.334-2');
    expect(promoted.map.pay).toEqual({ current: rel(2), previous: [rel(1)] });
    expect(() => promoteCanary(base, 'pay')).toThrow('pay has no canary to promote');
  });

  it('refuses a canary without a current release, of the current release, or outside 1..99 %', () => {
    const base = pointAt({}, 'pay', rel(1)).map;
    expect(() => pointAt({ fines }, 'fines', rel(2), 10)).toThrow(/no current release/);
    expect(() => pointAt(base, 'pay', rel(1), 10)).toThrow(/already the current/);
    expect(() => pointAt(base, 'pay', rel(2), 0)).toThrow(/1 to 99/);
    expect(() => pointAt(base, 'pay', rel(2), 100)).toThrow(/1 to 99/);
  });
});
