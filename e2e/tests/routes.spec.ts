import { expect, test } from './fixtures';
import { expectArabicRtl, pageTitle } from './helpers';
import { PAGES } from './pages';

// spec 02 §2: the 12 paths and the two screens of its text table, each rendering its remote's page (or the host's) in Arabic, right to left
// (with no error of any kind: the fixture fails a test on page errors, console errors and CSP violations).

for (const p of PAGES) {
  test(`${p.path} renders its page in Arabic RTL`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByTestId(p.testId)).toBeVisible();
    await expect(pageTitle(page)).toHaveText(p.title);
    await expectArabicRtl(page);
    await expect(page).toHaveURL((u) => u.pathname === (p.finalPath ?? p.path));
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  });
}
