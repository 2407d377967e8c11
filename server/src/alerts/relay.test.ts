import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERT_LIMITS, type AlertParams } from '@topup/shared/contract/alert';
import { ALERT_TOO_MANY } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../api/testApp';
import { MSG } from '../http/messages';

// DESIGN §13: the page's storage-failure alerts reach the team chat through the API's relay; only the
// server holds the webhook. The relay records each alert, posts it when a webhook is configured (here a
// stand-in on this machine, never the internet), and takes a bounded number per device and in all.

const DEVICE = 'a1'.repeat(16);
const OTHER = 'b2'.repeat(16);

const ALERT: AlertParams = {
  kind: 'storage_failure',
  op: 'set',
  key: 'topup_ksa_login_key',
  error_name: 'QuotaExceededError',
  version: '1.0.334',
  client: 'mobile_browser',
  view: '/pay',
};
const TEXT =
  '[topup 1.0.334] storage set failed (QuotaExceededError) on topup_ksa_login_key — mobile_browser, /pay';

const send = (t: TestApp, device: string | undefined, body: unknown = ALERT) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sys/alert/',
    headers: device ? { 'x-cli-id': device } : {},
    payload: body as object,
  });

const alertsOf = async (t: TestApp, device: string) =>
  (await t.app.inject(`/__test/alerts?device=${device}`)).json().data.alerts as {
    text: string;
    delivery: string;
  }[];

/** A chat webhook on this machine: what it was sent, and what it answers. */
async function standInChat(status = 200) {
  const received: { method: string; type: string; body: string; path: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        type: req.headers['content-type'] ?? '',
        body,
        path: req.url ?? '',
      });
      res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/T0/B0/secret-part`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the alert relay without a webhook (the sandbox)', () => {
  let t: TestApp;
  let now = 1_750_000_000_000;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true, now: () => now });
  });
  afterEach(() => t.close());

  it('writes the message from the facts and records it, for the test API to read back', async () => {
    const res = await send(t, DEVICE);
    expect(res.json()).toEqual({ result: 0 });
    expect(await alertsOf(t, DEVICE)).toEqual([{ text: TEXT, delivery: 'recorded', created_at_ms: now }]);
    expect(await alertsOf(t, OTHER)).toEqual([]);
  });

  it('takes 5 alerts per device in 10 minutes, then answers 32140, and takes them again after', async () => {
    for (let i = 0; i < ALERT_LIMITS.perDevice; i += 1) expect((await send(t, DEVICE)).json().result).toBe(0);
    const refused = await send(t, DEVICE);
    expect([refused.statusCode, refused.json()]).toEqual([
      200,
      { result: ALERT_TOO_MANY, message: MSG.alertTooMany },
    ]);
    // another device is not held back by this one
    expect((await send(t, OTHER)).json().result).toBe(0);
    expect(await alertsOf(t, DEVICE)).toHaveLength(ALERT_LIMITS.perDevice);
    now += ALERT_LIMITS.deviceWindowMs - 1;
    expect((await send(t, DEVICE)).json().result).toBe(ALERT_TOO_MANY);
    now += 1;
    expect((await send(t, DEVICE)).json().result).toBe(0);
  });

  it('takes 30 alerts a minute from every device together, whatever ids they make up', async () => {
    const device = (i: number) => i.toString(16).padStart(32, '0');
    for (let i = 0; i < ALERT_LIMITS.overall; i += 1)
      expect((await send(t, device(i))).json().result).toBe(0);
    expect((await send(t, device(1000))).json().result).toBe(ALERT_TOO_MANY);
    expect(await alertsOf(t, device(1000))).toEqual([]);
    now += ALERT_LIMITS.overallWindowMs;
    expect((await send(t, device(1000))).json().result).toBe(0);
  });

  it('refuses an alert without a device id, or with words of its own', async () => {
    expect((await send(t, undefined)).statusCode).toBe(400);
    for (const change of [
      { view: '/pay <https://evil.example|click here>' },
      { key: 'topup ksa' },
      { error_name: 'Quota: see https://evil.example' },
      { kind: 'free_text' },
      { version: '' },
    ]) {
      const res = await send(t, DEVICE, { ...ALERT, ...change });
      expect([JSON.stringify(change), res.statusCode]).toEqual([JSON.stringify(change), 400]);
    }
    expect(await alertsOf(t, DEVICE)).toEqual([]);
  });
});

describe('the alert relay with a webhook', () => {
  it('posts { text } to the webhook and records that it was sent', async () => {
    const chat = await standInChat();
    const t = await buildTestApp({ testMode: true, teamChatWebhook: chat.url });
    try {
      expect((await send(t, DEVICE)).json()).toEqual({ result: 0 });
      expect(chat.received).toEqual([
        {
          method: 'POST',
          type: 'application/json',
          body: JSON.stringify({ text: TEXT }),
          path: '/hooks/T0/B0/secret-part',
        },
      ]);
      expect((await alertsOf(t, DEVICE)).map((a) => a.delivery)).toEqual(['sent']);
    } finally {
      await t.close();
      await chat.close();
    }
  });

  it('records a webhook that refuses it, or is not there, as failed, and answers the page all the same', async () => {
    const chat = await standInChat(500);
    const gone = await standInChat();
    await gone.close();
    const refusing = await buildTestApp({ testMode: true, teamChatWebhook: chat.url });
    const unreachable = await buildTestApp({ testMode: true, teamChatWebhook: gone.url });
    try {
      for (const t of [refusing, unreachable]) {
        expect((await send(t, DEVICE)).json()).toEqual({ result: 0 });
        expect((await alertsOf(t, DEVICE)).map((a) => a.delivery)).toEqual(['failed']);
      }
      expect(chat.received).toHaveLength(1);
    } finally {
      await refusing.close();
      await unreachable.close();
      await chat.close();
    }
  });

  it('does not post what the limits refuse', async () => {
    const chat = await standInChat();
    const t = await buildTestApp({ testMode: true, teamChatWebhook: chat.url });
    try {
      for (let i = 0; i <= ALERT_LIMITS.perDevice; i += 1) await send(t, DEVICE);
      expect(chat.received).toHaveLength(ALERT_LIMITS.perDevice);
    } finally {
      await t.close();
      await chat.close();
    }
  });
});
