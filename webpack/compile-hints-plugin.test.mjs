import fs from 'node:fs';
import path from 'node:path';
import { buildFiles, tinyApp } from './tiny-build.mjs';
import {
  COMPILE_HINT,
  CompileHintsPlugin,
  hostStartFiles,
  remotePageFiles,
} from './compile-hints-plugin.mjs';

// The files a page runs as it starts carry V8's compile hint as their first line, after the minifier
// and before the source map; nothing a page loads later carries it.

let dir;
beforeAll(() => {
  dir = tinyApp('compile-hints', {
    'start.js': 'export const start = (n) => n * 2;\n',
    'later.js': 'export const later = (n) => n + 1;\n',
    'index.js':
      "import { start } from './start';\nconsole.log(start(21));\n" +
      'import(/* webpackChunkName: "page-later" */ \'./later\').then((m) => console.log(m.later(1)));\n',
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A production build of the little app, with source maps: { file name: text }. */
const build = (out, plugins) =>
  buildFiles(
    {
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      devtool: 'source-map',
      output: { path: path.join(dir, out), filename: '[name].js', chunkFilename: '[name].js', clean: true },
      plugins,
    },
    'utf8',
  );

describe('the compile hint', () => {
  it('is the first line of the start-up files only, and their source maps follow it by one line', async () => {
    const plain = await build('plain', []);
    const hinted = await build('hinted', [new CompileHintsPlugin(hostStartFiles)]);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    // the start: the hint, then exactly what the build wrote without it; its map, one line further down
    expect(hinted['main.js']).toBe(COMPILE_HINT + plain['main.js']);
    const map = (files, f) => JSON.parse(files[f]);
    expect(map(hinted, 'main.js.map').mappings).toBe(`;${map(plain, 'main.js.map').mappings}`);
    // what loads later is as it was
    expect(hinted['page-later.js']).toBe(plain['page-later.js']);
    expect(hinted['page-later.js']).not.toContain('allFunctionsCalledOnLoad');
  }, 60_000);
});

describe("a remote's files that run when a page is first shown", () => {
  const group = (name, initial, ...files) => ({
    name,
    isInitial: () => initial,
    chunks: [{ files: new Set(files) }],
  });

  it('are its container entry and what each exposed page loads with it, not its later chunks', () => {
    const compilation = {
      chunkGroups: [
        group('topup_pay', true, 'remoteEntry.js'),
        group('main', true, 'main.1.js'), // the remote alone (its own page), never loaded by the site
        group('__federation_expose_pay', false, '385.a.js', '__federation_expose_pay.b.js', 'x.css'),
        group('__federation_expose_pay_step', false, '385.a.js', '__federation_expose_pay_step.c.js'),
        group('pay-steps', false, 'pay-steps.d.js'),
        group(undefined, false, '2137.e.js'),
      ],
    };
    expect(remotePageFiles(compilation)).toEqual([
      '385.a.js',
      '__federation_expose_pay.b.js',
      '__federation_expose_pay_step.c.js',
      'remoteEntry.js',
    ]);
  });
});
