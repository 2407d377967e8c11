import { expect, test } from './fixtures';

// DESIGN §9 / issue "fast from the first commit": the largest paint is part of the prerendered shell, so it
// never waits for JavaScript; nothing the remotes render later is larger.
for (const width of [360, 1280]) {
  for (const route of ['/', '/pay', '/fines', '/feedback']) {
    test(`${route} at ${width} px: the largest contentful paint is the static shell`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 760 : 860 });
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const lcp = await page.evaluate(
        () =>
          new Promise<{ className: string; startTime: number; inShell: boolean }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              const last = entries[entries.length - 1]!;
              resolve({
                className: last.element?.className ?? '',
                startTime: last.startTime,
                inShell: !!last.element?.closest('.tp-hero[data-shell]'), // the node of index.html, not one React made
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp.className).toBe('tp-hero-img');
      expect(lcp.inShell).toBe(true);
    });
  }
}

test('the prerendered shell paints without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pay');
  await expect(page.locator('.tp-header .tp-brand')).toHaveText('شحن الماس');
  await expect(page.locator('.tp-hero-text')).toHaveText('اشحن الماس لأي حساب بأمان');
  await expect(page.locator('.tp-skeleton')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('the first paint waits for no stylesheet: the host start-up CSS is in the page', async ({ page }) => {
  // a stylesheet request held unanswered: were one linked in the head, the page would never paint
  const hostCss: string[] = [];
  await page.route(/\.css(\?|$)/, (route) => {
    if (!new URL(route.request().url()).pathname.startsWith('/remotes/')) hostCss.push(route.request().url());
  });
  await page.goto('/pay', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await expect(page.locator('.tp-hero-text')).toBeVisible();
  // the route's remote links its own CSS when its page loads; the host links none
  const hostLinks = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((l) => new URL(l.href).pathname)
      .filter((p) => !p.startsWith('/remotes/')),
  );
  expect(hostLinks).toEqual([]);
  expect(hostCss).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
