import zlib from 'node:zlib';
import sourceMap from 'source-map';
import { gzipWithout, neverRunBySource, neverRunOf, ranMask } from './neverRun.mjs';
import { isOurs, segmentsOf, sourceName } from './startupCoverage.mjs';

// The bench weighs the host's start-up code no first render runs: V8's block coverage of several visits
// as a mask of the script, grouped by source module, and the script gzipped without it.

const fn = (...ranges) => ({
  ranges: ranges.map(([startOffset, endOffset, count]) => ({ startOffset, endOffset, count })),
});

describe('the code no visit ran', () => {
  it('reads nested ranges (a block inside a function that ran may not have) and joins the visits', () => {
    // 0..10 the script; a function 2..8 that ran once, with a block 4..6 that did not
    const first = [fn([0, 10, 1]), fn([2, 8, 1], [4, 6, 0])];
    expect([...ranMask(10, [first])]).toEqual([1, 1, 1, 1, 0, 0, 1, 1, 1, 1]);
    // a function 2..8 never called in this visit
    const uncalled = [fn([0, 10, 1]), fn([2, 8, 0])];
    expect([...ranMask(10, [uncalled])]).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 1, 1]);
    // ran in any visit is ran: the block ran in the second
    const second = [fn([0, 10, 1]), fn([2, 8, 1], [4, 6, 2])];
    expect([...ranMask(10, [first, second])].every((x) => x === 1)).toBe(true);
    // no visit at all: nothing is known to have run
    expect([...ranMask(3, [])]).toEqual([0, 0, 0]);
  });

  it('groups the never-run characters by source and weighs each alone', () => {
    const code = 'aaaabbbbcc';
    const ran = Uint8Array.from([1, 1, 0, 0, 0, 0, 1, 1, 1, 1]);
    const segments = [
      [0, 4, 'a.ts'],
      [4, 8, 'npm:b'],
      [8, 10, 'a.ts'],
    ];
    expect(neverRunBySource(code, ran, segments)).toEqual([
      { source: 'a.ts', bytes: 6, neverRun: 2, neverRunGzip: zlib.gzipSync('aa', { level: 9 }).length },
      { source: 'npm:b', bytes: 4, neverRun: 2, neverRunGzip: zlib.gzipSync('bb', { level: 9 }).length },
    ]);
    const drop = neverRunOf(code.length, ran, segments, isOurs);
    expect([...drop]).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(gzipWithout(code, drop)).toEqual({
      built: zlib.gzipSync(code, { level: 9 }).length,
      without: zlib.gzipSync('aabbbbcc', { level: 9 }).length,
    });
  });

  it('names sources as our files, packages and the runtime, and tells ours', () => {
    expect(sourceName('webpack://host/platform/src/api/client.ts')).toBe('platform/src/api/client.ts');
    expect(sourceName('webpack://host/../node_modules/react-dom/cjs/x.js')).toBe('npm:react-dom');
    expect(sourceName('webpack://host/node_modules/@module-federation/sdk/dist/dom.js')).toBe(
      'npm:@module-federation/sdk',
    );
    expect(sourceName('webpack://host/node_modules/@topup/shared/domain/routes.ts')).toBe(
      '@topup/shared/domain/routes.ts',
    );
    expect(['platform/src/a.ts', '@topup/shared/x.ts'].every(isOurs)).toBe(true);
    expect(['npm:react', 'webpack/runtime/sharing', '(unmapped)'].some(isOurs)).toBe(false);
  });

  it('cuts a built script into its sources by the source map, the unmapped apart', () => {
    const gen = new sourceMap.SourceMapGenerator({ file: 'main.js' });
    gen.addMapping({
      generated: { line: 1, column: 0 },
      original: { line: 1, column: 0 },
      source: 'webpack://h/src/a.ts',
    });
    gen.addMapping({ generated: { line: 1, column: 3 } }); // webpack's own wrapper: no source
    gen.addMapping({
      generated: { line: 1, column: 5 },
      original: { line: 1, column: 0 },
      source: 'webpack://h/src/b.ts',
    });
    gen.addMapping({
      generated: { line: 2, column: 0 },
      original: { line: 2, column: 0 },
      source: 'webpack://h/src/a.ts',
    });
    expect(segmentsOf('abc,,defg\nhij', gen.toString())).toEqual([
      [0, 3, 'src/a.ts'],
      [3, 5, '(unmapped)'],
      [5, 9, 'src/b.ts'],
      [10, 13, 'src/a.ts'],
    ]);
    expect(segmentsOf('abc', false)).toEqual([[0, 3, '(unmapped)']]);
  });
});
