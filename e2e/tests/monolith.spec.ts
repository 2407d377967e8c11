import { expect, test } from './fixtures';
import { MONOLITH_URL } from '../playwright.config';
import { PAGES } from './pages';

// The monolith reference the size report and the bench compare with is
// the same site, working: every page renders, under the same policy, without any federation file.
for (const p of PAGES.filter((x) => !x.finalPath)) {
  test(`the monolith reference renders ${p.path} without federation`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${MONOLITH_URL}${p.path}`);
    await expect(page.getByTestId(p.testId)).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(p.title);
    expect(requested.filter((u) => /^\/remotes|remoteEntry|mf-manifest/.test(u))).toEqual([]);
    expect(await page.evaluate(() => 'FEDERATION' in globalThis || '__FEDERATION__' in globalThis)).toBe(
      false,
    );
  });
}
