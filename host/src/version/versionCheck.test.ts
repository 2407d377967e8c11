import type { PkgInfo } from '@topup/shared/contract/sys';
import { startVersionCheck, type VersionCheckDeps } from './versionCheck';

// spec 02 §4: reload after 1 s with a new dt when package info announces a newer version; at start and
// when the tab is shown again; once per announced version.

function setup(announced: string[], stored: string | null = null) {
  const versions = [...announced];
  const info = () => ({ website_version: versions.shift() ?? announced.at(-1) }) as PkgInfo;
  let reloadedFor = stored;
  let shown: () => void = () => undefined;
  const timers: { run: () => void; ms: number }[] = [];
  const replaced: string[] = [];
  let visible = true;
  const deps: VersionCheckDeps = {
    running: '1.0.334',
    pkgInfo: { get: jest.fn(async () => info()), refresh: jest.fn(async () => info()) },
    reloadedFor: { get: () => reloadedFor, set: (v) => (reloadedFor = v) },
    page: {
      href: () => 'https://topup.example/pay?uid=1',
      replace: (url) => replaced.push(url),
      visible: () => visible,
      onShown: (l) => (shown = l),
    },
    now: () => 1_700_000_000_000,
    schedule: (run, ms) => timers.push({ run, ms }),
  };
  startVersionCheck(deps);
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    deps,
    timers,
    replaced,
    flush,
    show: async (isVisible = true) => {
      visible = isVisible;
      shown();
      await flush();
    },
    reloadedFor: () => reloadedFor,
  };
}

describe('the version check (spec 02 §4)', () => {
  it('reloads 1 s after start with dt when a newer version is announced, and remembers it', async () => {
    const t = setup(['1.0.335']);
    await t.flush();
    expect(t.timers.map((x) => x.ms)).toEqual([1000]);
    expect(t.replaced).toEqual([]);
    t.timers[0]?.run();
    expect(t.replaced).toEqual(['https://topup.example/pay?uid=1&dt=1700000000000']);
    expect(t.reloadedFor()).toBe('1.0.335');
  });

  it('does not reload for the version it runs, nor twice for one it reloaded for already', async () => {
    const same = setup(['1.0.334']);
    await same.flush();
    const again = setup(['1.0.335'], '1.0.335');
    await again.flush();
    await again.show();
    expect([...same.timers, ...again.timers]).toEqual([]);
  });

  it('asks afresh when the tab is shown again (not when it is hidden)', async () => {
    const t = setup(['1.0.334', '1.0.336']);
    await t.flush();
    await t.show(false);
    expect(t.deps.pkgInfo.refresh).not.toHaveBeenCalled();
    await t.show();
    expect(t.deps.pkgInfo.refresh).toHaveBeenCalledTimes(1);
    expect(t.timers).toHaveLength(1);
    await t.show();
    expect(t.timers).toHaveLength(1);
  });
});
