// PCI DSS 4.0.1 6.4.3 (README "Payment-page integrity", DESIGN §13): every script and stylesheet the site
// runs is integrity-checked, fail closed. Each production build:
// - hashes (sha384) every JS and CSS file it writes, once the files are final (after the minifier, the
//   compile hints and the real content hashes), into integrity.json, and into the `integrity` field of a
//   remote's mf-manifest.json, which the host fetches with the manifest's own hash from the remote map;
// - teaches its chunk loaders (webpack's script loader and mini-css-extract's stylesheet loader) to give
//   every element they create the hash the page knows for its file (self.__TOPUP_SRI__, keyed by file name:
//   a chunk's name carries its content hash) and crossorigin, and a hash that never matches when the page
//   knows none: a file the release does not name is not run;
// - writes into its HTML (the host's index.html) integrity and crossorigin on every <script src> and
//   <link href> of its own files, and the hashes of its own files into the page's start script, before
//   anything loads a chunk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scriptRecord } from './script-record.mjs';

const SHARED = JSON.parse(
  fs.readFileSync(new URL('../shared/domain/integrity.json', import.meta.url), 'utf8'),
);
/** The page's registry of known hashes, by file name (and, for a remote entry, by its whole URL). */
export const SRI_GLOBAL = SHARED.registry;
/** A valid sha384 integrity value no file has: what a file the page knows no hash for is loaded with. */
export const NEVER_MATCHES = SHARED.neverMatches;

/** The Subresource Integrity value of some bytes. */
export const sri = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The runtime line that gives an element (`el`, whose URL is already set in `attr`) its integrity: the
 * hash the page knows for the file's name, else one that never matches.
 */
export const runtimeIntegrity = (el, attr) =>
  `${el}.crossOrigin="anonymous";` +
  `${el}.integrity=(self.${SRI_GLOBAL}||{})[${el}.${attr}.slice(${el}.${attr}.lastIndexOf("/")+1)]` +
  `||${JSON.stringify(NEVER_MATCHES)};`;

const hashed = (file) => /\.(?:js|css)$/.test(file);

/** The integrity of each JS and CSS asset of a compilation, by file name, sorted. */
export function assetIntegrity(compilation) {
  const out = {};
  for (const { name, source } of compilation.getAssets()) if (hashed(name)) out[name] = sri(source.buffer());
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The HTML with integrity and crossorigin on every <script src> and <link href> naming one of `files`
 * (under `publicPath`), the start script's dynamically made scripts likewise, and the files' hashes given to
 * the page's registry at the top of its first inline script that starts a file.
 */
export function withIntegrity(html, files, publicPath) {
  const fileOf = (url) => (url.startsWith(publicPath) ? url.slice(publicPath.length) : null);
  const attrs = (url) => {
    const file = fileOf(url);
    return file && files[file] ? ` integrity="${files[file]}" crossorigin="anonymous"` : '';
  };
  let out = html.replace(
    /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/gi,
    (m, tag, before, a, url, after) =>
      /\bintegrity=/.test(m) ? m : `<${tag}${before} ${a}="${url}"${attrs(url)}${after}>`,
  );
  // the start script (main-script-plugin.mjs) makes the element itself: it sets the same attributes
  out = out.replace(/s\.src=("[^"]+");/g, (m, quoted) => {
    const file = fileOf(JSON.parse(quoted));
    return file && files[file]
      ? `${m}s.integrity=${JSON.stringify(files[file])};s.crossOrigin="anonymous";`
      : m;
  });
  const registry = `self.${SRI_GLOBAL}=Object.assign(self.${SRI_GLOBAL}||{},${JSON.stringify(files)});`;
  return out.replace(
    new RegExp(`(<script>)(\\(window\\.${escapeRe('__TOPUP_AFTER_PAINT__')})`),
    `$1${registry}$2`,
  );
}

export class IntegrityPlugin {
  apply(compiler) {
    const { Compilation, sources, runtime } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('IntegrityPlugin', (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'IntegrityPlugin',
        (source) => `${source}\n${runtimeIntegrity('script', 'src')}`,
      );
      compilation.hooks.processAssets.tap(
        { name: 'IntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = assetIntegrity(compilation);
          const publicPath = compilation.outputOptions.publicPath;
          for (const { name, source } of compilation.getAssets()) {
            if (name === 'mf-manifest.json') {
              const manifest = JSON.parse(source.source().toString());
              compilation.updateAsset(
                name,
                new sources.RawSource(JSON.stringify({ ...manifest, integrity: files }, null, 2)),
              );
            } else if (name.endsWith('.html') && typeof publicPath === 'string' && publicPath !== 'auto') {
              compilation.updateAsset(
                name,
                new sources.RawSource(withIntegrity(source.source().toString(), files, publicPath)),
              );
            }
          }
          compilation.emitAsset(
            'integrity.json',
            new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`),
          );
          // the record the payment pages' inventory is made of (script-record.mjs)
          const record = scriptRecord(compilation, files, path.resolve(compiler.context, '..'));
          compilation.emitAsset(
            'scripts.json',
            new sources.RawSource(`${JSON.stringify(record, null, 1)}\n`),
          );
        },
      );
    });
  }
}

/** mini-css-extract-plugin's stylesheet loader gets the same line (its hooks are the plugin's own). */
export function cssIntegrityHook(MiniCssExtractPlugin) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CssIntegrity', (compilation) => {
        MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
          'CssIntegrity',
          (source, { tag }) => `${source}${runtimeIntegrity(tag, 'href')}`,
        );
      });
    },
  };
}
