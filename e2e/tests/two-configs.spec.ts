import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sandboxConfig } from '../../shared/config/sandbox';
import { MEASUREMENT_EVENTS } from '../../shared/domain/analytics/sendOrder';
import { BASE_URL, PORT } from '../playwright.config';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { payFromHome, payingDevice } from './payHelpers';

// "build once, deploy anywhere": the build the suite serves is served a second time, unchanged, by
// a second server with another configuration — its API on another host (the first server, by another
// name), its card channels on Checkout.com Frames and Adyen. Each page uses its own: the API calls go to
// its own host, and the card step loads its own provider (the sandbox's fields on one, Frames' script —
// which the second server's Content-Security-Policy lets through, and the test stops at the network — on
// the other). Nothing of the second server's configuration is in the files it serves.
const root = path.resolve(__dirname, '..', '..');
const SECOND_PORT = PORT + 7;
const SECOND_URL = `http://localhost:${SECOND_PORT}`;
/** The first server, by a name the pages of the second server do not share an origin with. */
const OTHER_API = BASE_URL.replace('localhost', '127.0.0.1');
const FRAMES_SCRIPT = /^https:\/\/cdn\.checkout\.com\//;

test.describe.configure({ mode: 'serial' });

let second: ChildProcess | undefined;
let dir = '';

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-second-config-'));
  const config = sandboxConfig(SECOND_URL);
  config.api = { host: OTHER_API, testHost: OTHER_API, ksaHost: OTHER_API };
  config.pay = {
    ...config.pay,
    providers: { '23': 'frames', '27': 'adyen' },
    framesPublicKey: 'pk_sbox_e2esecondconfigkey00000000',
    adyenClientKey: 'test_E2ESECONDCONFIGKEY000000000',
    adyenEnvironment: 'test',
  };
  // and analytics as spec 02 §7 sends them: one event per GET add_event
  config.analytics = { transport: 'spec' };
  const file = path.join(dir, 'config.json');
  fs.writeFileSync(file, JSON.stringify(config));
  second = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(SECOND_PORT), TOPUP_CONFIG: file, TOPUP_DB: path.join(dir, 'db') },
    stdio: 'ignore',
    detached: true,
  });
  // up when it answers; the test's own time limit is what ends a server that never comes up
  await expect
    .poll(
      () =>
        fetch(`${SECOND_URL}/api/sys/ts/`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (second?.pid) process.kill(-second.pid, 'SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('one build under two configurations: each page calls its own API host and loads its own card provider', async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  await payingDevice(page, request);
  const apiHosts = new Set<string>();
  const framesAsked: string[] = [];
  /** add_event as each page sent it: where, how, and (a GET's) the event's name. */
  const events: { origin: string; method: string; names: string[] }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiHosts.add(url.origin);
    if (url.pathname !== '/api/sys/add_event/') return;
    // a GET carries one event in its query; a POST's body (a batch, or the beacon's form) is not read here
    const names = r.method() === 'GET' ? [url.searchParams.get('event_name') ?? ''] : [];
    events.push({ origin: url.origin, method: r.method(), names });
  });
  await page.route(FRAMES_SCRIPT, (route) => {
    framesAsked.push(route.request().url());
    return route.abort('internetdisconnected');
  });

  // the suite's server: the sandbox, its API on the page's own origin, the sandbox's card fields
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
  expect([...apiHosts]).toEqual([BASE_URL]);
  expect(framesAsked).toEqual([]);
  // the sandbox's analytics: batches, POSTed to its own origin, never a GET of one event
  await expect.poll(() => events.some((e) => e.method === 'POST' && e.origin === BASE_URL)).toBe(true);
  expect(events.filter((e) => e.method === 'GET')).toEqual([]);

  // the same files from the second server: its API host, and Frames for the card channel
  apiHosts.clear();
  await page.goto(`${SECOND_URL}/pay`);
  await payFromHome(page, '9.99$');
  await expect.poll(() => framesAsked.length).toBeGreaterThan(0);
  // the spec transport: the page view reaches the other host's add_event as a GET of one event
  await expect
    .poll(() => events.filter((e) => e.method === 'GET' && e.names.includes('page_view')).length)
    .toBeGreaterThan(0);
  // what happened leaves before what was measured: the page measured of itself (up to 50 timings) after its view
  const sent = events.filter((e) => e.method === 'GET').map((e) => e.names[0] ?? '');
  expect(sent.slice(0, sent.indexOf('page_view')).filter((name) => MEASUREMENT_EVENTS.has(name))).toEqual([]);
  const toOther = events.filter((e) => e.origin === OTHER_API);
  expect(toOther.every((e) => e.method === 'GET' && e.names.length === 1)).toBe(true);
  expect([...apiHosts]).toEqual([OTHER_API]);
});

test("the spec's transport keeps up: a /pay visit's events leave side by side, each with the page's device header", async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  const isEvent = (r: Request) => new URL(r.url()).pathname === '/api/sys/add_event/' && r.method() === 'GET';
  const sent: { name: string; device: string | undefined }[] = [];
  let inFlight = 0;
  let most = 0;
  page.on('request', (r) => {
    if (!isEvent(r)) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
    sent.push({
      name: new URL(r.url()).searchParams.get('event_name') ?? '',
      device: r.headers()['x-cli-id'],
    });
  });
  const settled = (r: Request) => {
    if (isEvent(r)) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await page.goto(`${SECOND_URL}/pay`);
  await expect(page.getByTestId('pay-bar')).toBeVisible();
  // the timings the page measured of itself after its load leave together, not one every 2 s
  await expect.poll(() => most).toBeGreaterThan(1);
  expect(sent.length).toBeGreaterThan(1);
  // every GET says whose events it carries, as the page's other calls do
  expect(sent.filter((e) => e.device !== device)).toEqual([]);
  // and the API host (the suite's server, by another name) has the visit's page view
  await expect
    .poll(async () => {
      const r = await request.get(`/__test/events?uuid=${device}`);
      const events = ((await r.json()) as { data: { events: { event_name: string }[] } }).data.events;
      return events.some((e) => e.event_name === 'page_view');
    })
    .toBe(true);
});
