import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { BASE_URL, PORT, RELEASES_DIR, REMOTES_FILE } from '../playwright.config';
import { expect, test } from './fixtures';
import { fineDevice } from './fineHelpers';
import { CARDS, fillCard, payingDevice, payWithNewCard, resultDialog, returnsToPay } from './payHelpers';

// DESIGN §13, PCI DSS 4.0.1 6.4.3 and 11.6.1 (README "Payment-page integrity"): every script a payment page
// loads carries its hash; the inventory the server serves lists every script the browser asked for during
// a payment; `npm run integrity:check` passes on the site and names each drift of a tampered copy; what the
// policy blocks reaches the server, and /test lists it.

const root = path.resolve(__dirname, '..', '..');

interface Inventory {
  pages: Record<string, { scripts: { file: string; integrity: string; loads: string; purpose: string }[] }>;
}
const inventoryOf = async (page: Page): Promise<Inventory> =>
  (await (await page.request.get('/payment-scripts.json')).json()) as Inventory;

/** Every script the page's own documents on `pathname` ask for (not the bank's or a frame's). */
function scriptsAskedOn(page: Page, pathname: string): Set<string> {
  const asked = new Set<string>();
  page.on('request', (r: Request) => {
    if (r.resourceType() !== 'script' || r.frame() !== page.mainFrame()) return;
    if (new URL(r.frame().url() || BASE_URL).pathname !== pathname) return;
    asked.add(r.url());
  });
  return asked;
}

test('a payment page names the hash of every script and stylesheet it loads, with CORS to check it', async ({
  request,
}) => {
  for (const pathname of ['/pay', '/fines']) {
    const html = await (await request.get(pathname)).text();
    const tags = [
      ...html.matchAll(/<(?:script\b[^>]*\bsrc=|link\b[^>]*\brel="(?:preload|stylesheet)")[^>]*>/g),
    ]
      .map((m) => m[0])
      .filter((tag) => !/\bas="fetch"/.test(tag) && !/href="data:/.test(tag));
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags)
      expect(tag).toMatch(/ integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"/);
    // the host's script, inserted after the first paint, with the same
    expect(html).toMatch(
      /s\.src="[^"]+";s\.integrity="sha384-[A-Za-z0-9+/]{64}";s\.crossOrigin="anonymous";/,
    );
  }
});

test('the inventory lists every script /pay asks for during a card payment with 3-D Secure', async ({
  page,
  request,
}) => {
  await payingDevice(page, request);
  const asked = scriptsAskedOn(page, '/pay');
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await returnsToPay(page, () => page.getByRole('button', { name: 'نجح التحقق' }).click());
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();

  const listed = new Map(
    (await inventoryOf(page)).pages['/pay']!.scripts.map((s) => [new URL(s.file, BASE_URL).href, s]),
  );
  expect(asked.size).toBeGreaterThan(5);
  expect([...asked].filter((url) => !listed.has(url))).toEqual([]);
  for (const url of asked) {
    expect(listed.get(url)?.integrity).toMatch(/^sha384-/);
    expect(listed.get(url)?.purpose).not.toBe('');
  }
});

test('the inventory lists every script /fines asks for during a fine paid by card', async ({ page }) => {
  await fineDevice(page);
  const asked = scriptsAskedOn(page, '/fines');
  await page.goto('/fines?uid=1000028');
  await page.getByTestId('fine-pay-card').click();
  await fillCard(page, CARDS.success);
  await page.getByTestId('fine-card-submit').click();
  await expect(page.getByTestId('fine-pending')).toBeVisible();

  const listed = new Set(
    (await inventoryOf(page)).pages['/fines']!.scripts.map((s) => new URL(s.file, BASE_URL).href),
  );
  expect(asked.size).toBeGreaterThan(4);
  expect([...asked].filter((url) => !listed.has(url))).toEqual([]);
});

/** npm run integrity:check -- <site>, with what the served site runs with: its exit code and output. */
function integrityCheck(site: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '-s', 'integrity:check', '--', site],
      {
        cwd: root,
        env: {
          ...process.env,
          REMOTES_FILE,
          TOPUP_RELEASES_DIR: RELEASES_DIR,
          // the test server's backup domain, which its policy names (test mode)
          TOPUP_BACKUP_HOSTS: `http://127.0.0.1:${PORT + 1}`,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** A copy of the site as a tampering host would serve it: one header and one script changed. */
async function tamperedCopy(script: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', BASE_URL));
    const headers = Object.fromEntries(upstream.headers);
    delete headers['content-encoding'];
    delete headers['content-length'];
    if ((headers['content-type'] ?? '').startsWith('text/html')) headers['referrer-policy'] = 'unsafe-url';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (new URL(req.url ?? '/', BASE_URL).pathname === script) body = Buffer.concat([body, Buffer.from(';')]);
    res.writeHead(upstream.status, headers).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

test('integrity:check passes on the site, and names a changed header and a changed script on a copy', async ({
  request,
}) => {
  test.slow(); // two runs of a command that starts its own process
  const real = await integrityCheck(BASE_URL);
  expect(real.out).toContain('ok (the payment pages match the release)');
  expect(real.code).toBe(0);

  const html = await (await request.get('/pay')).text();
  const script = /s\.src="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(script).toMatch(/^\/main\..*\.js$/);
  const copy = await tamperedCopy(script);
  try {
    const drift = await integrityCheck(copy.url);
    expect(drift.code).toBe(1);
    expect(drift.out).toContain('/pay: header referrer-policy is "unsafe-url"');
    expect(drift.out).toMatch(new RegExp(`/pay: ${script.replace(/\./g, '\\.')} has changed`));
  } finally {
    await copy.close();
  }
});

test('what the policy blocks reaches the server, and /test lists it', async ({ page, guard }) => {
  guard.expectCspViolation(/^script-src-elem blocked inline/);
  await page.goto('/fines');
  const marker = `blocked-${Date.now()}`;
  await page.evaluate((text) => {
    const script = document.createElement('script');
    script.textContent = `window['${text}'] = 1`;
    document.head.append(script);
  }, marker);
  await expect.poll(() => guard.violations().length).toBeGreaterThanOrEqual(1);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/sys/security_reports/?limit=100')).json()).data.reports as {
            kind: string;
            directive: string;
            document_url: string;
          }[]
        ).filter(
          (r) => r.kind === 'csp' && r.directive === 'script-src-elem' && r.document_url.endsWith('/fines'),
        ).length,
    )
    .toBeGreaterThan(0);
  await page.goto('/test');
  await expect(page.getByTestId('security-reports')).toContainText('script-src-elem');
});
