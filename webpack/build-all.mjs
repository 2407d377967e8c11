// npm run build: every app in production mode (host and the four remotes) and the monolith reference,
// two at a time (2 cores),
// then the size report. Each app still builds alone with `npm run build -w <app>`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSizeReport } from './size-report.mjs';
import { writeSizeRecord } from './size-record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'remote-pay', 'remote-fines', 'remote-feedback', 'remote-share'];
/** Built in the same run, by the same factory: the monolith reference the size report compares with. */
const BUILDS = [
  ...APPS.map((app) => ({ app, config: 'webpack.config.mjs', label: app })),
  { app: 'host', config: 'webpack.monolith.config.mjs', label: 'monolith reference' },
];
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY || 2);

function build({ app, config, label }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production', '--config', config], {
      cwd: path.join(root, app),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${label} in ${secs} s`);
        // a remote's release folder and the platform range it declares (release-folder.mjs)
        for (const line of out.split('\n')) if (line.startsWith('release ')) console.log(`  ${line}`);
        resolve();
      } else {
        console.error(out);
        reject(new Error(`${label}: webpack exited with ${code}`));
      }
    });
  });
}

async function main() {
  const queue = [...BUILDS];
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
  // the change against the last landed build first, then this build's figures for the next one
  writeSizeRecord(root, printSizeReport(root));
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
