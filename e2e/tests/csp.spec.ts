import { expect, test } from './fixtures';
import { PORT } from '../playwright.config';

// The contract server's security headers, and the policy holding in a real Chromium.
const OTHER_ORIGIN = `http://127.0.0.1:${PORT + 1}`; // the test-mode backup instance: allowed to call, not to run scripts

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

test('a page answer carries a strict policy with a fresh nonce that its inline elements use', async ({
  page,
  request,
}) => {
  const first = await page.goto('/pay');
  const csp = first!.headers()['content-security-policy']!;
  const d = directives(csp);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(d.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(d.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'self'"]);
  expect(d.get('connect-src')).toContain(OTHER_ORIGIN); // the backup domain of test mode
  // the nonce is hidden from the DOM attribute but is the element's nonce property
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]), style')].map((el) => (el as HTMLElement).nonce),
  );
  expect(inline.length).toBeGreaterThanOrEqual(3); // theme switch, remote map, shell CSS
  expect(new Set(inline)).toEqual(new Set([nonce]));

  const again = await request.get('/pay');
  expect(/'nonce-([^']+)'/.exec(again.headers()['content-security-policy']!)?.[1]).not.toBe(nonce);
  const h = first!.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toMatch(/^payment=\(self\)/);
  expect(h['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(h['x-powered-by']).toBeUndefined();
  expect(h['strict-transport-security']).toBeUndefined(); // plain http on localhost
});

test('API answers are never stored and never sniffed', async ({ request }) => {
  const res = await request.get('/api/sys/ts/');
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-security-policy']).toBeUndefined();
});

test('injected inline script and style, eval and a foreign script are all refused, and reported', async ({
  page,
  guard,
}) => {
  guard.expectCspViolation(/^script-src-elem blocked inline/);
  guard.expectCspViolation(/^style-src-elem blocked inline/);
  guard.expectCspViolation(/^script-src blocked eval/);
  guard.expectCspViolation(new RegExp(`^script-src-elem blocked ${OTHER_ORIGIN}`));
  guard.allowConsoleError(/Failed to load resource/);
  await page.goto('/pay');
  const outcome = await page.evaluate(async (other) => {
    const w = window as unknown as { __injected?: number; __foreign?: string };
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.head.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);
    const foreign = document.createElement('script');
    foreign.src = `${other}/api/sys/ts/`;
    const settled = new Promise<string>((resolve) => {
      foreign.onload = () => resolve('loaded');
      foreign.onerror = () => resolve('refused');
    });
    document.head.append(foreign);
    // strings compiled at run time (what the federation runtime's new Function paths would need); run from
    // a timer, because code evaluated by the test driver itself is exempt from the page's policy
    const evalOutcome = new Promise<string>((resolve) =>
      setTimeout(() => {
        try {
          new Function('return 1')();
          resolve('ran');
        } catch (e) {
          resolve((e as Error).name);
        }
      }, 0),
    );
    await new Promise((r) => setTimeout(r, 100));
    return {
      injected: w.__injected ?? 0,
      outline: getComputedStyle(document.body).outlineStyle,
      eval: await evalOutcome,
      foreign: await settled,
    };
  }, OTHER_ORIGIN);
  expect(outcome).toEqual({ injected: 0, outline: 'none', eval: 'EvalError', foreign: 'refused' });
  await expect.poll(() => guard.violations().length).toBeGreaterThanOrEqual(4);
});
