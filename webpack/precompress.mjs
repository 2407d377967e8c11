import zlib from 'node:zlib';
import { promisify } from 'node:util';

// A production build also writes each file a browser downloads compressed beside it, as a static host or a CDN
// serves it: `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip -9). The server sends the one the
// browser accepts (server/src/static/registerSite.ts). Compressed as each response is sent, the server can only
// afford a fast setting (brotli quality 4: the host's start-up file 151 KB, against 129 KB at quality 11): what
// never changes is compressed once, at its best, when it is built.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is written compressed: the files a page downloads (never the source maps, never the HTML template). */
export const PRECOMPRESSED = /\.(?:js|css|json|svg)$/;

/** Below this a file goes as it is: the server compresses nothing smaller either (its threshold). */
export const MIN_BYTES = 1024;

/** The encodings written, by the extension of their file (the order a server prefers them in). */
export const ENCODINGS = { br: '.br', gzip: '.gz' };

/** `body` compressed both ways: { '.br': Buffer, '.gz': Buffer }, each only when it is smaller than `body`. */
export async function compressedVariants(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  const out = {};
  if (br.length < body.length) out[ENCODINGS.br] = br;
  if (gz.length < body.length) out[ENCODINGS.gzip] = gz;
  return out;
}

/** Whether the build writes `name` compressed too. */
export const isPrecompressed = (name, size) => PRECOMPRESSED.test(name) && size >= MIN_BYTES;

/**
 * Emits `<asset>.br` and `<asset>.gz` for every asset `isPrecompressed` names, after every other plugin has
 * written or changed its assets (the integrity hashes, the manifests, the compile hints): the compressed files
 * are of the bytes served.
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1,
          additionalAssets: true,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => isPrecompressed(name, assets[name].size()));
          await Promise.all(
            names.map(async (name) => {
              const variants = await compressedVariants(Buffer.from(assets[name].buffer()));
              for (const [ext, body] of Object.entries(variants)) {
                compilation.emitAsset(`${name}${ext}`, new sources.RawSource(body), { compressed: true });
              }
            }),
          );
        },
      );
    });
  }
}
