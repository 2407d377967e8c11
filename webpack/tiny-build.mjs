// The plugins' tests build a tiny app of a few files with webpack itself: the app in a folder of its own,
// and a build that answers with every file it wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** Writes `files` ({ name: text }) into a new temporary folder named after `prefix`; its path. */
export function tinyApp(prefix, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/**
 * Runs webpack with `config` and answers { file name: contents } of its output folder: text in `encoding`,
 * or Buffers when `encoding` is undefined. Rejects with the build's errors.
 */
export function buildFiles(config, encoding) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString()));
      const out = config.output.path;
      const files = {};
      for (const f of fs.readdirSync(out)) files[f] = fs.readFileSync(path.join(out, f), encoding);
      resolve(files);
    });
  });
}
