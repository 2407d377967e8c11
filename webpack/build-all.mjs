// npm run build: every app in production mode (host and the four remotes), two at a time (2 cores),
// then the size report. Each app still builds alone with `npm run build -w <app>`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSizeReport } from './size-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'remote-pay', 'remote-fines', 'remote-feedback', 'remote-share'];
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY || 2);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.mjs'], {
      cwd: path.join(root, app),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${app} in ${secs} s`);
        resolve();
      } else {
        console.error(out);
        reject(new Error(`${app}: webpack exited with ${code}`));
      }
    });
  });
}

async function main() {
  const queue = [...APPS];
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
  printSizeReport(root);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
