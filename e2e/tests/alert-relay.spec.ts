import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sandboxConfig } from '../../shared/config/sandbox';
import { PORT } from '../playwright.config';
import { expect, test } from './fixtures';

// DESIGN §13, README "Configuration": the team chat webhook is a write credential, kept in the
// configuration file's server section. A server started on such a file (the suite's build, served a second
// time) serves no page and no /config.json that carries it, and a page whose storage fails still gets its
// alert to the chat: through the API's alert relay (POST /api/sys/alert/), which posts it to the webhook —
// here a stand-in on this machine, never the internet.
const root = path.resolve(__dirname, '..', '..');
const SERVER_PORT = PORT + 5;
const SERVER_URL = `http://localhost:${SERVER_PORT}`;
const PAGES = ['/', '/pay', '/fines/123', '/feedback', '/login'];

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let chat: http.Server | undefined;
let dir = '';
let webhook = '';
/** The bodies the stand-in chat was posted. */
const posted: string[] = [];

test.beforeAll(async () => {
  chat = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      posted.push(body);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => chat?.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(chat.address() as AddressInfo).port}/hooks/T0E2E/B0E2E/only-the-server-knows`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-alert-relay-'));
  const file = path.join(dir, 'config.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ ...sandboxConfig(SERVER_URL), server: { teamChatWebhook: webhook } }),
  );
  server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      TOPUP_CONFIG: file,
      TOPUP_DB: path.join(dir, 'db'),
      TOPUP_TEST_MODE: '',
      TOPUP_MONOLITH_PORT: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  // up when it answers; the test's own time limit is what ends a server that never comes up
  await expect
    .poll(
      () =>
        fetch(`${SERVER_URL}/api/sys/ts/`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise<void>((resolve) => (chat ? chat.close(() => resolve()) : resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a storage failure's alert reaches the team chat through the server, and no page carries the webhook", async ({
  page,
  request,
}) => {
  // what a browser gets from the server: /config.json and every page, each with the configuration inlined
  const config = await request.get(`${SERVER_URL}/config.json`);
  expect(Object.keys((await config.json()) as object)).not.toContain('server');
  for (const url of ['/config.json', ...PAGES]) {
    const body = await (await request.get(`${SERVER_URL}${url}`)).text();
    expect(body, url).not.toContain(webhook);
    expect(body, url).not.toContain('only-the-server-knows');
    expect(body, url).not.toContain('teamChatWebhook');
  }

  // a browser whose storage is full: every write fails, as a private window's used to
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await page.goto(`${SERVER_URL}/pay`);
  // the page works all the same (what it writes is kept in memory)
  await expect(page.getByTestId('pay-bar')).toBeVisible();
  await expect
    .poll(() => posted.map((body) => (JSON.parse(body) as { text: string }).text))
    .toContainEqual(
      expect.stringMatching(
        /^\[topup [\w.+-]+\] storage set failed \(QuotaExceededError\) on topup_ksa_\w+ — (?:pc|mobile)_browser, \/pay$/,
      ),
    );
  // the page sent its alert to the API, and nothing to the chat itself
  expect(asked.filter((url) => new URL(url).pathname === '/api/sys/alert/').length).toBeGreaterThan(0);
  expect(asked.filter((url) => url.startsWith(new URL(webhook).origin))).toEqual([]);
  const inPage = await page.evaluate(() =>
    JSON.stringify((window as { __TOPUP_CONFIG__?: unknown }).__TOPUP_CONFIG__),
  );
  expect(inPage).toContain('monitorUrl');
  expect(inPage).not.toContain('teamChatWebhook');
  await page.screenshot({ path: test.info().outputPath('pay-with-broken-storage.png') });
});
