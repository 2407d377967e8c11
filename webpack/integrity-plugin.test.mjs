import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { buildFiles, tinyApp } from './tiny-build.mjs';
import { MainScriptPlugin } from './main-script-plugin.mjs';
import {
  cssIntegrityHook,
  IntegrityPlugin,
  NEVER_MATCHES,
  runtimeIntegrity,
  SRI_GLOBAL,
  withIntegrity,
} from './integrity-plugin.mjs';

// DESIGN §13: every file a build writes is hashed once final; the hashes go into integrity.json, a remote's
// manifest and the host's HTML, and every element a chunk loader creates gets its file's hash from the page's
// registry, or one that never matches.

const require = createRequire(import.meta.url);
const sha384 = (text) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;

let dir;
beforeAll(() => {
  dir = tinyApp('integrity', {
    'later.css': '.later { color: red }\n',
    'later.js': "import './later.css';\nexport const later = (n) => n + 1;\n",
    'index.js':
      'console.log(1);\nimport(/* webpackChunkName: "page-later" */ \'./later\').then((m) => console.log(m.later(1)));\n',
    'index.html': '<!doctype html><html><head></head><body></body></html>',
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the federation plugin's manifest, emitted before the hashes are taken. */
const fakeManifest = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FakeManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FakeManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => compilation.emitAsset('mf-manifest.json', new compiler.webpack.sources.RawSource('{"id":"x"}')),
      );
    });
  },
};

const build = () =>
  buildFiles(
    {
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        clean: true,
      },
      // as every app's config (index.mjs): webpack's own HTML minifier left out
      optimization: { minimizeOptions: { html: false } },
      module: {
        rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }],
      },
      plugins: [
        new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:10].css' }),
        new HtmlWebpackPlugin({
          chunks: ['main'],
          template: './index.html',
          inject: 'body',
          scriptLoading: 'defer',
          minify: false,
        }),
        new MainScriptPlugin(),
        fakeManifest,
        new IntegrityPlugin(),
        cssIntegrityHook(MiniCssExtractPlugin),
      ],
    },
    'utf8',
  );

describe('the integrity of a build', () => {
  let files;
  beforeAll(async () => {
    files = await build();
  }, 60_000);
  const named = (re) => Object.keys(files).find((f) => re.test(f));

  it('hashes every JS and CSS file as it was written, in integrity.json and the manifest', () => {
    const hashes = JSON.parse(files['integrity.json']);
    const written = Object.keys(files).filter((f) => /\.(js|css)$/.test(f));
    expect(Object.keys(hashes).sort()).toEqual(written.sort());
    for (const f of written) expect(hashes[f]).toBe(sha384(files[f]));
    expect(JSON.parse(files['mf-manifest.json'])).toEqual({ id: 'x', integrity: hashes });
  });

  it('gives the chunk loaders of scripts and stylesheets the registry line, which fails closed', () => {
    // the script loader's and the stylesheet loader's, after the element's URL (names as the minifier left them)
    const main = files[named(/^main\..*\.js$/)];
    expect(main).toMatch(
      /\.src=\w+,\w+\.crossOrigin="anonymous",\w+\.integrity=\(self\.__TOPUP_SRI__\|\|\{\}\)\[\w+\.src\.slice\(/,
    );
    expect(main).toMatch(
      /\.href=\w+,\w+\.crossOrigin="anonymous",\w+\.integrity=\(self\.__TOPUP_SRI__\|\|\{\}\)\[\w+\.href\.slice\(/,
    );
    expect(main.match(new RegExp(NEVER_MATCHES, 'g'))).toHaveLength(2);
    expect(NEVER_MATCHES).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it("writes the hashes into the page: the preload, the start script's element, and the registry first", () => {
    const hashes = JSON.parse(files['integrity.json']);
    const main = named(/^main\..*\.js$/);
    const html = files['index.html'];
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="high" href="/${main}" integrity="${hashes[main]}" crossorigin="anonymous">`,
    );
    expect(html).toContain(`s.src="/${main}";s.integrity="${hashes[main]}";s.crossOrigin="anonymous";`);
    const start = html.indexOf(
      `self.${SRI_GLOBAL}=Object.assign(self.${SRI_GLOBAL}||{},${JSON.stringify(hashes)});`,
    );
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(html.indexOf('s.src='));
  });

  it('records every script with its hash, chunk groups and the code in it', () => {
    const record = JSON.parse(files['scripts.json']);
    const later = named(/^page-later\..*\.js$/);
    expect(record.files[later]).toEqual({
      integrity: sha384(files[later]),
      groups: ['page-later'],
      code: ['webpack'],
    });
    expect(record.startup).toEqual([named(/^main\..*\.js$/)]);
  });
});

describe('the runtime line and the HTML rewrite', () => {
  it('reads the file name from the element once its URL is set', () => {
    const line = runtimeIntegrity('script', 'src');
    const script = { src: 'https://cdn.example.com/x/remotes/pay/123.abc.js' };
    const run = (self) => new Function('self', 'script', line)(self, script);
    run({ [SRI_GLOBAL]: { '123.abc.js': 'sha384-known' } });
    expect(script).toMatchObject({ integrity: 'sha384-known', crossOrigin: 'anonymous' });
    run({ [SRI_GLOBAL]: { 'other.js': 'sha384-known' } });
    expect(script.integrity).toBe(NEVER_MATCHES);
    run({});
    expect(script.integrity).toBe(NEVER_MATCHES);
  });

  it('leaves what is not its own file, and an attribute already there, as it is', () => {
    const html =
      '<link rel="icon" href="data:,"><script src="https://other.example/x.js"></script>' +
      '<link href="/a.css" rel="stylesheet" integrity="sha384-given">';
    expect(withIntegrity(html, { 'a.css': 'sha384-mine' }, '/')).toBe(html);
  });
});
