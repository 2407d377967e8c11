import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_EXPECT_MS, BASE_TEST_MS, CPU_SLOWDOWN } from './tests/limits';

// E2E against the built apps served by the contract server (npm run serve), in Debian's Chromium.
export const PORT = Number(process.env.E2E_PORT || 8787);
export const BASE_URL = `http://localhost:${PORT}`;
/** The monolith reference, served beside the site by the same server. */
export const MONOLITH_URL = `http://localhost:${PORT + 2}`;
/** Debian's Chromium (CHROME_PATH to use another) and its flags on these machines, the bench's too. */
const browser = JSON.parse(fs.readFileSync(path.join(__dirname, 'chromium.json'), 'utf8')) as {
  path: string;
  args: string[];
};
const db = path.join(os.tmpdir(), `topup-e2e-${process.pid}.db`);
/**
 * The remote map and release folders of the served site: the releases spec
 * edits them with the README's commands. Named by the port, so the spec's workers find the same ones.
 */
export const RELEASES_DIR = path.join(os.tmpdir(), `topup-e2e-releases-${PORT}`);
export const REMOTES_FILE = path.join(RELEASES_DIR, 'remotes.json');

const launchOptions = { executablePath: process.env.CHROME_PATH || browser.path, args: browser.args };

/** One id per run, shared by its workers (the axe-core cache of tests/axe.ts). */
process.env.E2E_RUN_ID ||= String(process.pid);

/**
 * Time limits are bounds on waiting, never durations anything waits for (tests/limits.ts): these are the
 * bases for a CPU slowed N times (E2E_CPU_SLOWDOWN); the fixture multiplies them by the machine's factor
 * that calibrate.ts measures at the start of the run.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './calibrate.ts',
  timeout: BASE_TEST_MS * CPU_SLOWDOWN,
  expect: { timeout: BASE_EXPECT_MS * CPU_SLOWDOWN },
  fullyParallel: true,
  // three at least: a test spends much of its time waiting on the server and the page, so on a 2-core
  // machine a third worker fills those waits (measured: the site project 9.1 min against 10.5 with two;
  // Playwright's default, half the cores, is one here and 40 % slower still)
  workers: Number(process.env.E2E_WORKERS) || Math.max(3, Math.floor(os.cpus().length / 2)),
  retries: 0,
  reporter: [['list'], ['./reporters/timings.ts']],
  use: {
    baseURL: BASE_URL,
    locale: 'ar',
    // a failed test keeps its trace (actions, DOM snapshots, network); the screencast's frames cost every
    // passing test about a tenth of its time, so they are left out
    trace: { mode: 'retain-on-failure', screenshots: false },
    // the site's own reduced-motion rule (shell.css): no transition, so a toast that is fading out is never
    // measured half transparent by axe's contrast check on a busy machine
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    {
      name: 'site',
      testIgnore: /(redeploy|releases|faults|bfcache)\.spec\.ts/,
      outputDir: './test-results/site',
      use: { ...devices['Desktop Chrome'] },
    },
    // Chromium with its back-forward cache on, as users have it (Playwright turns it off by default)
    {
      name: 'bfcache',
      testMatch: /bfcache\.spec\.ts/,
      outputDir: './test-results/site',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
      },
    },
    // The next three change the whole server: after the rest, one test at a time. `npm run test:e2e` runs
    // them in a second run of their own (e2e/suite/browser.ts, --no-deps), so a failed site test does not
    // keep them from running.
    // switches server faults on
    {
      name: 'faults',
      testMatch: /faults\.spec\.ts/,
      outputDir: './test-results/alone',
      dependencies: ['site', 'bfcache'],
      use: { ...devices['Desktop Chrome'] },
    },
    // rebuilds a remote while the server runs: last, alone
    {
      name: 'redeploy',
      testMatch: /redeploy\.spec\.ts/,
      outputDir: './test-results/alone',
      dependencies: ['faults'],
      use: { ...devices['Desktop Chrome'] },
    },
    // points remote-pay at other releases through the map: after the rest, alone
    {
      name: 'releases',
      testMatch: /releases\.spec\.ts/,
      outputDir: './test-results/alone',
      dependencies: ['redeploy'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // a map left by an earlier run must not point the whole suite at its releases
    command: `node -e "fs.rmSync(process.env.TOPUP_RELEASES_DIR, { recursive: true, force: true })" && npm run serve`,
    cwd: '..',
    url: `${BASE_URL}/api/sys/ts/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      TOPUP_TEST_MODE: '1',
      TOPUP_DB: db,
      TOPUP_BACKUP_PORT: String(PORT + 1),
      TOPUP_MONOLITH_PORT: String(PORT + 2),
      REMOTES_FILE,
      TOPUP_RELEASES_DIR: RELEASES_DIR,
    },
  },
});
