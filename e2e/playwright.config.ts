import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// E2E against the built apps served by the contract server (npm run serve), in Debian's Chromium.
export const PORT = Number(process.env.E2E_PORT || 8787);
export const BASE_URL = `http://localhost:${PORT}`;
/** The monolith reference (issue "Federation at its floor"), served beside the site by the same server. */
export const MONOLITH_URL = `http://localhost:${PORT + 2}`;
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const db = path.join(os.tmpdir(), `topup-e2e-${process.pid}.db`);
/**
 * The remote map and release folders of the served site (issue "Remote releases"): the releases spec
 * edits them with the README's commands. Named by the port, so the spec's workers find the same ones.
 */
export const RELEASES_DIR = path.join(os.tmpdir(), `topup-e2e-releases-${PORT}`);
export const REMOTES_FILE = path.join(RELEASES_DIR, 'remotes.json');

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * A CPU slowed N times (E2E_CPU_SLOWDOWN, tests/fixtures.ts) waits N times longer for the same states: the
 * time limits are bounds on waiting, never durations anything waits for.
 */
const SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN || 1));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000 * SLOWDOWN,
  expect: { timeout: 7_000 * SLOWDOWN },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ar',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'site',
      testIgnore: /(redeploy|releases|faults|bfcache)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'] },
    },
    // Chromium with its back-forward cache on, as users have it (Playwright turns it off by default)
    {
      name: 'bfcache',
      testMatch: /bfcache\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
      },
    },
    // switches server faults on: after the rest, one test at a time
    {
      name: 'faults',
      testMatch: /faults\.spec\.ts/,
      dependencies: ['site', 'bfcache'],
      use: { ...devices['Desktop Chrome'] },
    },
    // rebuilds a remote while the server runs: last, alone
    {
      name: 'redeploy',
      testMatch: /redeploy\.spec\.ts/,
      dependencies: ['faults'],
      use: { ...devices['Desktop Chrome'] },
    },
    // points remote-pay at other releases through the map: after the rest, alone
    {
      name: 'releases',
      testMatch: /releases\.spec\.ts/,
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
    timeout: 60_000,
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
