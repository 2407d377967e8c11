import { expect, test } from './fixtures';
import { collectResponses } from './helpers';

// DESIGN §1, §7: a route downloads only its own remote; one copy of react-dom for everything; a remote
// that fails to load shows an Arabic retry while every other route keeps working.

test('/fines downloads no file of remote-pay', async ({ page }) => {
  const urls = collectResponses(page);
  await page.goto('/fines');
  await expect(page.getByTestId('page-fines')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.some((u) => u.includes('/remotes/fines/'))).toBe(true);
  expect(urls.filter((u) => u.includes('/remotes/pay/'))).toEqual([]);
  expect(urls.filter((u) => /\/remotes\/(share|feedback)\//.test(u))).toEqual([]);
});

test('one copy of react-dom is downloaded across host and remotes', async ({ page }) => {
  // bodies are read as they arrive; all of them are awaited before the checks
  const reads: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      reads.push(
        r.text().then(
          (body) => ({ url: r.url(), body }),
          () => ({ url: r.url(), body: '' }),
        ),
      );
  });
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  for (const [link, id] of [
    ['شحن', 'page-pay'],
    ['الغرامة', 'page-fines'],
    ['الملاحظات', 'page-feedback'],
  ] as const) {
    await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByTestId(id)).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(reads);
  // react-dom's client build carries this internal marker exactly once
  const reactDom = bodies.filter((b) => b.body.includes('__reactContainer$'));
  expect(reactDom.map((b) => new URL(b.url).pathname)).toHaveLength(1);
  expect(new URL(reactDom[0]!.url).pathname.startsWith('/remotes/')).toBe(false);
  // all four remotes' pages were visited (share for /, pay, fines, feedback)
  for (const r of ['share', 'pay', 'fines', 'feedback']) {
    expect(bodies.some((b) => b.url.includes(`/remotes/${r}/`))).toBe(true);
  }
});

test('with remote-fines unavailable /fines offers a retry, /pay works, and the retry succeeds later', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  await page.route('**/remotes/fines/**', (route) => route.abort('connectionrefused'));
  await page.goto('/fines');
  const failed = page.getByTestId('remote-failed');
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('heading')).toHaveText('تعذّر تحميل هذه الصفحة');
  await expect(page.locator('header')).toBeVisible(); // inside the host layout

  await page.getByRole('navigation').getByRole('link', { name: 'شحن', exact: true }).click();
  await expect(page.getByTestId('page-pay')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'الغرامة', exact: true }).click();
  await expect(page.getByTestId('remote-failed')).toBeVisible();

  await page.unroute('**/remotes/fines/**');
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByTestId('page-fines')).toBeVisible();
  await expect(page.getByTestId('remote-failed')).toHaveCount(0);
});

test('a missing remote (404) shows the retry message too', async ({ page, guard }) => {
  guard.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  // the manifest is fetched with the hash the map gives it (DESIGN §13): the 404's body fails it first
  guard.allowConsoleError(/mf-manifest\.json\. SRI's integrity checks failed/);
  guard.allowConsoleError(
    /a valid digest in the 'integrity' attribute for resource '[^']*\/mf-manifest\.json'/,
  );
  await page.route('**/remotes/feedback/mf-manifest.json', (route) =>
    route.fulfill({ status: 404, body: 'nope' }),
  );
  await page.goto('/feedback');
  await expect(page.getByTestId('remote-failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
});

test('the served page inlines the remote map and preloads the route remote', async ({ request }) => {
  const html = await (await request.get('/fines')).text();
  expect(html).toContain('window.__TOPUP_REMOTES__=');
  // the route's files at low priority: the host's start-up script, first to run, arrives first
  expect(html).toMatch(
    /<link rel="preload" as="script" fetchpriority="low" href="\/remotes\/fines\/remoteEntry\.js" integrity="sha384-[^"]+" crossorigin="anonymous">/,
  );
  expect(html).toMatch(
    /<link rel="preload" as="script" fetchpriority="low" href="\/remotes\/fines\/__federation_expose_fines\.[0-9a-f]+\.js" integrity="sha384-[^"]+" crossorigin="anonymous">/,
  );
  expect(html).toMatch(
    /<link rel="preload" as="script" fetchpriority="high" href="\/main\.[0-9a-f]+\.js" integrity="sha384-[^"]+" crossorigin="anonymous">/,
  );
  expect(html).not.toMatch(/\/remotes\/pay\/[^"]*remoteEntry\.js/);
});

test('remote entries and manifests revalidate; hashed chunks are immutable', async ({ request }) => {
  const entry = await request.get('/remotes/pay/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/remotes/pay/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const chunk = (await manifest.json()).exposes[0].assets.js.sync[0] as string;
  const res = await request.get(`/remotes/pay/${chunk}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('on a static host (no inlined map) the host reads /remotes.json', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.route('**/pay', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/<script[^>]*>window\.__TOPUP_REMOTES__=[^<]*<\/script>/, '');
    expect(html).not.toContain('__TOPUP_REMOTES__');
    await route.fulfill({ response: res, body: html });
  });
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  expect(fetched).toContain('/remotes.json');
});

test('with the inlined map no /remotes.json fetch delays the first render', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  expect(fetched).not.toContain('/remotes.json');
});
