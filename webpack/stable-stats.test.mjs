import { stableStats } from './stable-stats.mjs';

// Reproducible releases: the lists of mf-stats.json that follow the order webpack happened to
// build modules in are written sorted; lists whose order means something are left as they are.

const stats = (usedIn, requires, js) => ({
  shared: [{ name: 'react', usedIn, usedExports: ['b', 'a'], assets: { js: { sync: js } } }],
  remotes: [{ alias: 'x', usedIn: [...usedIn].reverse() }],
  exposes: [{ path: './home', requires, assets: { js: { sync: js } } }],
});

describe('mf-stats.json of two builds of the same source', () => {
  it('lists which exposes use a package, and what an expose requires, in one order', () => {
    const a = stableStats({
      stats: stats(['./home', './about', './share'], ['react', '@topup/platform'], []),
    });
    const b = stableStats({
      stats: stats(['./about', './share', './home'], ['@topup/platform', 'react'], []),
    });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.shared[0].usedIn).toEqual(['./about', './home', './share']);
    expect(a.shared[0].usedExports).toEqual(['a', 'b']);
    expect(a.remotes[0].usedIn).toEqual(['./about', './home', './share']);
    expect(a.exposes[0].requires).toEqual(['@topup/platform', 'react']);
  });

  it('keeps the order of the files a page loads', () => {
    const files = ['z.1.js', 'a.2.js'];
    const out = stableStats({ stats: stats([], [], files) });
    expect(out.shared[0].assets.js.sync).toEqual(files);
    expect(out.exposes[0].assets.js.sync).toEqual(files);
  });

  it('reads stats without some of the sections', () => {
    expect(stableStats({ stats: { exposes: [{ path: './a' }] } })).toEqual({ exposes: [{ path: './a' }] });
  });
});
