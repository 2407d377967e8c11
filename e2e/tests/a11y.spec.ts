import { expect, test } from './fixtures';
import { SCREENS } from './pages';

// Every screen passes axe-core's WCAG 2.2 A/AA rules with no serious or critical finding: the fixture runs
// axe after every page load, so visiting each screen is the check.
for (const path of SCREENS) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
  });
}
