import { moduleName, selfTimeBy } from './cpuProfile.mjs';

// Issue 35, "profile before cutting": the bench sums a CPU profile's self time by module and by function,
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
