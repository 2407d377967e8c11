import { expect, test } from './fixtures';
import path from 'node:path';
import zlib from 'node:zlib';

// The build's size report must tell the truth: what it prints for a route is what Chromium downloads.
const root = path.resolve(__dirname, '..', '..');

for (const route of ['/pay', '/fines']) {
  test(`size report for ${route} matches the JS the browser downloads`, async ({ page }) => {
    const { sizeReport } = (await import(path.join(root, 'webpack', 'size-report.mjs'))) as {
      sizeReport: (root: string) => { routes: { route: string; total: number; requests: number }[] };
    };
    const expected = sizeReport(root).routes.find((r) => r.route === route)!;
    const scripts: Promise<number>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') {
        scripts.push(r.body().then((b) => zlib.gzipSync(b, { level: 9 }).length));
      }
    });
    await page.goto(route);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(sizes.length).toBe(expected.requests);
    expect(Math.abs(total - expected.total) / expected.total).toBeLessThan(0.01);
  });
}
