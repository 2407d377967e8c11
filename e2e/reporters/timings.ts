import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import fs from 'node:fs';
import path from 'node:path';
import { emptyTimings, TIMINGS_ATTACHMENT, type TestTimings } from '../tests/timing';
import { timingTable, type TestRecord } from './timingTable';

// Prints, at the end of every run, each project's total and the ten slowest tests with where their time
// went: the fixtures' set-up and tear-down (Playwright's own hook steps), page loads, axe-core and the test's
// own server calls (attached by the fixture, tests/timing.ts). With E2E_TIMINGS_FILE set, also appends one
// JSON line per test there, so a runner of several Playwright runs can print them all together.

const hookMs = (steps: TestStep[], title: string) =>
  steps.filter((st) => st.category === 'hook' && st.title === title).reduce((a, st) => a + st.duration, 0);

function timingsOf(result: TestResult): TestTimings {
  const found = result.attachments.find((a) => a.name === TIMINGS_ATTACHMENT);
  if (!found?.body) return emptyTimings();
  try {
    return { ...emptyTimings(), ...(JSON.parse(found.body.toString()) as Partial<TestTimings>) };
  } catch {
    return emptyTimings();
  }
}

export default class TimingsReporter implements Reporter {
  private readonly records: TestRecord[] = [];
  private readonly rootDir = path.resolve(__dirname, '..');

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const record: TestRecord = {
      project: test.parent.project()?.name ?? '',
      file: path.relative(path.join(this.rootDir, 'tests'), test.location.file),
      title: test.title,
      status: result.status,
      startMs: result.startTime.getTime(),
      durationMs: result.duration,
      setupMs: hookMs(result.steps, 'Before Hooks'),
      teardownMs: hookMs(result.steps, 'After Hooks'),
      ...timingsOf(result),
    };
    this.records.push(record);
    const file = process.env.E2E_TIMINGS_FILE;
    if (file) fs.appendFileSync(file, `${JSON.stringify(record)}\n`);
  }

  onEnd(_result: FullResult): void {
    console.log(`\n${timingTable(this.records)}\n`);
  }
}
