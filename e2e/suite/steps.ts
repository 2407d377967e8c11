import { spawn } from 'node:child_process';

// One step of a test run: a command, its time and whether it passed. Steps run one after another with
// their output shown as it comes; a failed step does not stop the next (a red run reports everything that is red).

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export interface StepResult {
  name: string;
  ok: boolean;
  /** Not run, and why. */
  skipped?: string;
  ms: number;
}

export function runStep(step: Step): Promise<StepResult> {
  const start = Date.now();
  console.log(`\n▶ ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd,
      env: { ...process.env, ...step.env },
      stdio: 'inherit',
    });
    child.on('error', (e) => {
      console.error(`${step.name}: ${e.message}`);
      resolve({ name: step.name, ok: false, ms: Date.now() - start });
    });
    child.on('exit', (code, signal) => {
      resolve({ name: step.name, ok: code === 0 && !signal, ms: Date.now() - start });
    });
  });
}

const minutes = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

export function summary(results: StepResult[], total: number): string {
  const lines = results.map((r) => {
    const state = r.skipped ? `not run: ${r.skipped}` : r.ok ? 'passed' : 'FAILED';
    return `  ${r.name.padEnd(28)} ${minutes(r.ms).padStart(12)}  ${state}`;
  });
  const failed = results.filter((r) => !r.ok);
  return [
    '',
    `Test run: ${failed.length === 0 ? 'passed' : `${failed.length} step(s) red`} in ${minutes(total)}`,
    ...lines,
  ].join('\n');
}
