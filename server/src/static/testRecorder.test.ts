import fs from 'node:fs';
import path from 'node:path';
import { HEAD_MARK } from './indexHtml';
import { openTestSite } from './siteTestKit';
import { TEST_EVENTS_GLOBAL, TEST_RECORDER_HTML, type TestEvent } from './testRecorder';

// The cross-engine browser suite reads what each page recorded: the recorder is the first script of the served
// page in test mode, carries that answer's CSP nonce, and is never served outside test mode.

const TEMPLATE = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <title>t</title>
    <script>document.documentElement.dataset.t = '1';</script>
    <style>body{color:red}</style>
    ${HEAD_MARK}
  </head>
  <body><div id="root"></div><script defer src="/main.abc.js"></script></body>
</html>`;

async function page(testMode: boolean, url = '/pay') {
  const { app, close } = await openTestSite(
    'recorder',
    (dirs) => fs.writeFileSync(path.join(dirs.host, 'index.html'), TEMPLATE),
    { testMode },
  );
  try {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const head = /<head>([\s\S]*)<\/head>/.exec(res.body)?.[1] ?? '';
    return { body: res.body, head, nonce: nonce! };
  } finally {
    await close();
  }
}

/** The recorder's source run against a stand-in window: what it records for the events it is given. */
function runRecorder(source: string) {
  const listeners: Record<string, (e: object) => void> = {};
  const target = (name: string) => ({
    addEventListener: (type: string, fn: (e: object) => void) => (listeners[`${name}:${type}`] = fn),
  });
  const win: Record<string, unknown> = target('window');
  new Function('window', 'document', source)(win, target('document'));
  return {
    events: win[TEST_EVENTS_GLOBAL] as TestEvent[],
    fire: (key: string, e: object) => listeners[key]!(e),
  };
}

describe('the test-mode recorder', () => {
  it('is the first script of the served page in test mode, with the answer’s nonce', async () => {
    for (const url of ['/pay', '/', '/an-unknown-path']) {
      const { head, nonce } = await page(true, url);
      const scripts = head.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts[0]).toContain('data-topup-test-recorder');
      expect(scripts[0]).toContain(`nonce="${nonce}"`);
      expect(scripts.every((s) => s.includes(`nonce="${nonce}"`))).toBe(true);
      // after the charset, which stays at the very start of the document
      expect(head.indexOf('<meta charset="utf-8" />')).toBeLessThan(head.indexOf('data-topup-test-recorder'));
    }
  });

  it('is never served outside test mode', async () => {
    for (const url of ['/pay', '/', '/an-unknown-path']) {
      const { body } = await page(false, url);
      expect(body).not.toContain('data-topup-test-recorder');
      expect(body).not.toContain(TEST_EVENTS_GLOBAL);
    }
  });

  it('records errors, failed resources, unhandled rejections, CSP violations and page shows', () => {
    const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(TEST_RECORDER_HTML)?.[1] ?? '';
    const { events, fire } = runRecorder(source);
    expect(events).toEqual([]);
    fire('window:pageshow', { persisted: false });
    fire('window:error', { message: 'boom', filename: '/main.js', lineno: 3, colno: 7 });
    fire('window:error', { target: { tagName: 'SCRIPT', src: '/missing.js' } });
    fire('window:unhandledrejection', { reason: new TypeError('nope') });
    fire('document:securitypolicyviolation', {
      violatedDirective: 'script-src-elem',
      blockedURI: 'inline',
      sourceFile: '/pay',
      lineNumber: 1,
      sample: 'x',
    });
    fire('window:pageshow', { persisted: true });
    expect(events).toEqual([
      { type: 'pageshow', persisted: false },
      { type: 'error', message: 'boom', source: '/main.js:3:7' },
      { type: 'resource', tag: 'script', url: '/missing.js' },
      { type: 'unhandledrejection', reason: 'TypeError: nope' },
      {
        type: 'securitypolicyviolation',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: '/pay:1',
        sample: 'x',
      },
      { type: 'pageshow', persisted: true },
    ]);
  });
});
