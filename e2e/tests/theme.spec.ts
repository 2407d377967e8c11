import { expect, test } from './fixtures';

// spec 02 §2: darkmode=1 switches a dark theme (every colour a CSS custom property).
test('darkmode=1 gives the dark theme, and links keep it', async ({ page }) => {
  await page.goto('/pay?darkmode=1');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(18, 16, 24)');
  await page.getByRole('navigation').getByRole('link', { name: 'الغرامة', exact: true }).click();
  await expect(page).toHaveURL(/\/fines\?darkmode=1$/);
});

test('without darkmode the theme is light', async ({ page }) => {
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(244, 242, 251)',
  );
});

test('safe_area_width and half_dir adapt the layout', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto('/pay#safe_area_width=30&half_dir=right');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-half-dir', 'right');
  const box = await page.locator('.tp-app').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(520);
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1000); // the panel sits on the right edge
  expect(await page.locator('.tp-app').evaluate((el) => getComputedStyle(el).paddingLeft)).toBe('30px');
});

test('log=1 turns on console debug logging, and only then', async ({ page }) => {
  const debug: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'debug' && m.text().startsWith('[topup]')) debug.push(m.text());
  });
  await page.goto('/pay');
  await expect(page.getByTestId('tiers')).toBeVisible();
  expect(debug).toEqual([]);
  await page.goto('/pay?log=1');
  await expect(page.getByTestId('tiers')).toBeVisible();
  expect(debug.some((t) => t.includes('app context'))).toBe(true);
  expect(debug.some((t) => t.includes('remote releases'))).toBe(true);
});
