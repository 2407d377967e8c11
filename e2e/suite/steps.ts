import { spawn } from 'node:child_process';

// One step of a test run: a command, its time and whether it passed. Steps run one after another with
// their output shown as it comes, or side by side (two single-threaded checks on a 2-core machine), each
// one's output shown whole when it ends; a failed step does not stop the next (a red run reports everything
// that is red).

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Its output is kept and shown once it ends (a step that runs beside another). */
  buffered?: boolean;
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
  const title = `\n▶ ${step.name}: ${[step.command, ...step.args].join(' ')}`;
  if (!step.buffered) console.log(title);
  const output: Buffer[] = [];
  const show = () => {
    if (step.buffered) process.stdout.write(`${title}\n${Buffer.concat(output).toString('utf8')}`);
  };
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd,
      env: { ...process.env, ...step.env },
      stdio: step.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (e) => {
      show();
      console.error(`${step.name}: ${e.message}`);
      resolve({ name: step.name, ok: false, ms: Date.now() - start });
    });
    child.on('close', (code, signal) => {
      show();
      resolve({ name: step.name, ok: code === 0 && !signal, ms: Date.now() - start });
    });
  });
}

/** Runs `steps` side by side, each one's output shown whole when it ends; their results in order. */
export const runBeside = (steps: readonly Step[]): Promise<StepResult[]> =>
  Promise.all(steps.map((step) => runStep({ ...step, buffered: true })));

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
