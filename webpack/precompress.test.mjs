import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildFiles, tinyApp } from './tiny-build.mjs';
import { compressedVariants, isPrecompressed, MIN_BYTES, PrecompressPlugin } from './precompress.mjs';

// A production build writes each file a browser downloads compressed beside it, brotli at its highest quality
// and gzip -9, of the bytes as every other plugin left them; small files, source maps and the HTML go as they are.

let dir;
beforeAll(() => {
  const words = Array.from({ length: 300 }, (_, i) => `"word${i % 37}-${i}"`).join(',');
  dir = tinyApp('precompress', {
    'big.js': `export const words = [${words}];\n`,
    'small.js': 'export const one = 1;\n',
    'index.js':
      "import { words } from './big';\nconsole.log(words.length);\n" +
      'import(/* webpackChunkName: "small" */ \'./small\').then((m) => console.log(m.one));\n',
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Changes main.js at the report stage, as the integrity plugin changes files: the compressed copy must follow. */
class LateChange {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LateChange', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LateChange', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.updateAsset(
            'main.js',
            (source) => new sources.ConcatSource(source, '\n// changed late\n'),
          );
          compilation.emitAsset(
            'late.json',
            new sources.RawSource(JSON.stringify({ words: 'x'.repeat(2000) })),
          );
        },
      );
    });
  }
}

/** A production build with source maps: { file name: Buffer }. */
const build = (plugins) =>
  buildFiles({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js', clean: true },
    plugins,
  });

describe('the precompressed copies of a build', () => {
  it('are the final bytes of each large file, both ways, and nothing for small files or source maps', async () => {
    const files = await build([new LateChange(), new PrecompressPlugin()]);
    expect(files['main.js'].length).toBeGreaterThanOrEqual(MIN_BYTES);
    expect(files['main.js'].toString()).toContain('// changed late');
    expect(zlib.brotliDecompressSync(files['main.js.br'])).toEqual(files['main.js']);
    expect(zlib.gunzipSync(files['main.js.gz'])).toEqual(files['main.js']);
    // a file another plugin emits at the last stage is compressed too
    expect(zlib.brotliDecompressSync(files['late.json.br'])).toEqual(files['late.json']);
    expect(files['small.js'].length).toBeLessThan(MIN_BYTES);
    expect(
      Object.keys(files)
        .filter((f) => /\.(?:br|gz)$/.test(f))
        .sort(),
    ).toEqual(['late.json.br', 'late.json.gz', 'main.js.br', 'main.js.gz']);
  }, 60_000);

  it('compresses at brotli’s highest quality and gzip -9: no smaller than the best of zlib', async () => {
    const body = fs.readFileSync(path.join(dir, 'dist', 'main.js'));
    const variants = await compressedVariants(body);
    const best = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(variants['.br'].length).toBeLessThanOrEqual(best.length);
    expect(variants['.br'].length).toBeLessThan(
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    );
    expect(variants['.gz']).toEqual(zlib.gzipSync(body, { level: 9 }));
  });

  it('names the files a page downloads, not source maps, the HTML or files under the threshold', () => {
    expect(isPrecompressed('main.0123abcd.js', MIN_BYTES)).toBe(true);
    expect(isPrecompressed('pay-flow.0123abcd.css', 5000)).toBe(true);
    expect(isPrecompressed('mf-manifest.json', 5000)).toBe(true);
    expect(isPrecompressed('main.0123abcd.js', MIN_BYTES - 1)).toBe(false);
    expect(isPrecompressed('main.0123abcd.js.map', 50000)).toBe(false);
    expect(isPrecompressed('index.html', 50000)).toBe(false);
  });
});
