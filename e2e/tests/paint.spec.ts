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
