import path from 'node:path';
import { runBrowserTests } from './browser';
import { runBeside, runStep, summary, type Step, type StepResult } from './steps';

// npm test: type check and lint (side by side), unit tests, production build, the Playwright suite (browser.ts), then the
// Firefox and WebKit suite. Every step runs even when one before it failed, so a red run reports everything
// that is red; only the browser suites wait for a build that succeeded, since they test what it built. Exits
// non-zero when any step failed, after a table of every step and its time.

const ROOT = path.resolve(__dirname, '..', '..');
const npm = (name: string, script: string): Step => ({
  name,
  command: 'npm',
  args: ['run', script],
  cwd: ROOT,
});

async function main(): Promise<number> {
  const start = Date.now();
  // the type check and lint each use one core: side by side, then the unit tests on every core
  const results: StepResult[] = await runBeside([npm('type check', 'typecheck'), npm('lint', 'lint')]);
  results.push(await runStep(npm('unit tests', 'test:unit')));
  const build = await runStep(npm('production build', 'build'));
  results.push(build);
  if (build.ok) {
    results.push(...(await runBrowserTests()));
    results.push(await runStep(npm('Firefox and WebKit', 'test:engines')));
  } else {
    for (const name of ['browser tests', 'Firefox and WebKit']) {
      results.push({ name, ok: false, skipped: 'the build failed', ms: 0 });
    }
  }
  console.log(summary(results, Date.now() - start));
  return results.every((r) => r.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
