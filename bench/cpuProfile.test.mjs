import { moduleName, reactRenders, selfTimeBy } from './cpuProfile.mjs';

// "profile before cutting": the bench sums a CPU profile's self time by module and by function,
// so a hot spot of our code (formatCoins, 60 ms of /pay's start) shows by name.

const frame = (url, functionName, lineNumber = 0) => ({ url, functionName, lineNumber, columnNumber: 0 });

describe("a CPU profile's self time", () => {
  // nodes 1 (root) → 2 (a.js f) → 3 (b.js g); samples every 100 µs
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('', '(root)') },
      { id: 2, callFrame: frame('http://x/a.js', 'f') },
      { id: 3, callFrame: frame('http://x/b.js', 'g', 7) },
      { id: 4, callFrame: frame('http://x/a.js', 'h', 9) },
    ],
    samples: [2, 3, 3, 4, 2],
    timeDeltas: [0, 100, 100, 100, 100],
  };
  const byUrl = (f) => ({ source: f.url || '(native)', name: f.functionName });

  it('gives each sample the time until the next, summed by source and by function, largest first', () => {
    const [bySource, byFunction] = selfTimeBy(profile, byUrl);
    // a.js: sample 1 (100 µs to the next) + sample 4 (100) + the last sample (no next: 0)
    expect(bySource).toEqual([
      ['http://x/a.js', 200],
      ['http://x/b.js', 200],
    ]);
    expect(byFunction).toEqual([
      ['http://x/b.js g', 200],
      ['http://x/a.js f', 100],
      ['http://x/a.js h', 100],
    ]);
  });

  it("names by what the locator says (a source map's module), so two scripts of one module add up", () => {
    const [bySource] = selfTimeBy(profile, () => ({
      source: 'shared/domain/format.ts',
      name: 'formatCoins',
    }));
    expect(bySource).toEqual([['shared/domain/format.ts', 400]]);
  });

  it('names a package by its folder in node_modules, and our sources by their path', () => {
    expect(moduleName('webpack://host/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'npm:react-dom',
    );
    expect(moduleName('webpack://host/../node_modules/@reduxjs/toolkit/dist/index.mjs')).toBe(
      'npm:@reduxjs/toolkit',
    );
    expect(moduleName('webpack://host/./src/bootstrap.tsx')).toBe('./src/bootstrap.tsx');
  });
});

describe("React's renders in a CPU profile", () => {
  // root → scheduler task → a default-priority render, synchronous (renderRootSync) → PayFlow → Tier;
  //        microtask → a store update's synchronous render → PayBar; scheduler task → a sliced render → Header
  const f = (id, name, source = 'npm:react-dom', children = []) => ({
    id,
    callFrame: { url: '', functionName: name, lineNumber: 0, columnNumber: 0, source },
    children,
  });
  const profile = {
    nodes: [
      f(1, '(root)', '(root)', [2, 6, 9]),
      f(2, 'performWorkOnRootViaSchedulerTask', 'npm:react-dom', [3]),
      f(3, 'renderRootSync', 'npm:react-dom', [4]),
      f(4, 'PayFlow', 'src/flow/PayFlow.tsx', [5]),
      f(5, 'TierPicker', 'src/tiers/TierPicker.tsx'),
      f(6, 'processRootScheduleInMicrotask', 'npm:react-dom', [7]),
      f(7, 'renderRootSync', 'npm:react-dom', [8]),
      f(8, 'PayBar', 'src/home/PayBar.tsx'),
      f(9, 'workLoopConcurrentByScheduler', 'npm:react-dom', [10]),
      f(10, 'Header', 'src/layout/Layout.tsx'),
    ],
    // each sample 100 µs (the last one has no next: 0)
    samples: [4, 5, 5, 8, 10, 10, 10, 1],
    timeDeltas: [0, 100, 100, 100, 100, 100, 100, 100],
  };
  const locate = (frame) => ({ source: frame.source, name: frame.functionName });

  it('splits the sliced renders from the synchronous ones, by what caused each', () => {
    const r = reactRenders(profile, locate);
    expect(r.concurrent).toBe(300);
    expect(r.sync).toBe(400);
    expect(r.byCause).toEqual([
      ['a default-priority update (not a transition)', 300],
      ['a store or state update (synchronous, in a microtask)', 100],
    ]);
  });

  it('names our components inside the synchronous renders, not the packages', () => {
    expect(reactRenders(profile, locate).components).toEqual([
      ['PayFlow', 300],
      ['TierPicker', 200],
      ['PayBar', 100],
    ]);
  });

  it('reads nothing where the names are minified (no source maps)', () => {
    const minified = () => ({ source: '/main.js', name: 'a' });
    expect(reactRenders(profile, minified)).toEqual({ concurrent: 0, sync: 0, byCause: [], components: [] });
  });
});
