import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, ENGINES, LOAD_TIMEOUT, PORT, REPO_ROOT } from './config';
import { GiveUp, waitFor } from './wait';

// npm run test:engines: starts the contract server in test mode (like the Playwright suite's webServer) and,
// for WebKitGTK without a display, a virtual one (Xvfb); runs the tests one file at a time with node's test
// runner; stops what it started. Arguments name test files to run instead of all of them.

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TESTS = path.resolve(HERE, '../tests');
const started: ChildProcess[] = [];

const running = (child: ChildProcess) =>
  Boolean(child.pid) && child.exitCode === null && child.signalCode === null;

/** Stops a process this runner started, with its process group (npm → tsx → node; Xvfb). */
function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!running(child)) return;
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Stops what this runner started, latest first, and waits for each (killed after 10 s). */
async function stopAll(): Promise<void> {
  for (const child of [...started].reverse()) {
    if (!running(child)) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stop(child);
    const timer = setTimeout(() => stop(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

function startServer(db: string): { child: ChildProcess; log: () => string } {
  let log = '';
  const child = spawn('npm', ['run', 'serve'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      TOPUP_TEST_MODE: '1',
      TOPUP_DB: db,
      TOPUP_BACKUP_PORT: String(PORT + 1),
      TOPUP_MONOLITH_PORT: String(PORT + 2),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (d: Buffer) => {
    log = (log + d.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  started.push(child);
  return { child, log: () => log };
}

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/api/sys/ts/`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/** Xvfb on the first free display; resolves with its name (":N"). */
async function startXvfb(): Promise<string> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let display = '';
  let failure = '';
  let spawnError = '';
  child.stdio[3]?.on('data', (d: Buffer) => {
    display += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    failure = (failure + d.toString()).slice(-2000);
  });
  child.on('error', (e) => {
    spawnError = `${String(e)} (apt-get install xvfb)`;
  });
  const number = await waitFor(
    'Xvfb to open a display',
    async () => {
      if (spawnError) throw new GiveUp(spawnError);
      if (child.exitCode !== null) throw new GiveUp(`Xvfb exited (${child.exitCode}): ${failure}`);
      return /^\d+\n/.test(display) ? display.trim() : null;
    },
    { timeout: LOAD_TIMEOUT, describe: async () => failure || '(Xvfb wrote nothing)' },
  );
  return `:${number}`;
}

async function main(): Promise<number> {
  const t0 = Date.now();
  if (!fs.existsSync(path.join(REPO_ROOT, 'host', 'dist', 'index.html'))) {
    console.error('The apps are not built: run npm run build first.');
    return 1;
  }
  if (await serverAnswers()) {
    console.error(`Something already answers on port ${PORT}: stop it, or set ENGINES_PORT to a free port.`);
    return 1;
  }
  const db = path.join(os.tmpdir(), `topup-engines-${process.pid}.db`);
  const env: NodeJS.ProcessEnv = { ...process.env, ENGINES_PORT: String(PORT), ENGINES: ENGINES.join(',') };
  try {
    if (ENGINES.includes('webkit') && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
      env.DISPLAY = await startXvfb();
    }
    const server = startServer(db);
    await waitFor(
      `the contract server to answer ${BASE_URL}/api/sys/ts/`,
      async () => {
        if (server.child.exitCode !== null) {
          throw new GiveUp(`the server exited (${server.child.exitCode}):\n${server.log()}`);
        }
        return serverAnswers();
      },
      { timeout: LOAD_TIMEOUT, describe: async () => server.log() },
    );

    const files = process.argv.slice(2).length
      ? process.argv.slice(2).map((f) => path.resolve(f))
      : fs
          .readdirSync(TESTS)
          .filter((f) => f.endsWith('.test.ts'))
          .sort()
          .map((f) => path.join(TESTS, f));
    console.log(`engines: ${ENGINES.join(', ')} against ${BASE_URL}`);
    // its own process group too: a stop reaches the test files, which close their browsers
    const tests = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
      { cwd: path.resolve(HERE, '..'), env, stdio: 'inherit', detached: true },
    );
    started.push(tests);
    const code = await new Promise<number>((resolve) =>
      tests.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))),
    );
    console.log(
      `engines suite: ${((Date.now() - t0) / 1000).toFixed(1)} s, ${code === 0 ? 'passed' : 'failed'}`,
    );
    return code;
  } finally {
    await stopAll();
    for (const f of [db, `${db}-wal`, `${db}-shm`]) fs.rmSync(f, { force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    void stopAll().finally(() => process.exit(1));
  },
);
