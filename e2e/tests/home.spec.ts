import { expect, test } from './fixtures';
import { APP_SHELL_QUERY, installAppBridge, routerCalls } from './appShell';

// The home page's tabs, its URL's wishes and the store
// links per platform and flavour (spec 02 §2). Stores are intercepted: no test leaves this machine.

const SEED = {
  android: 'https://play.google.com/store/apps/details?id=com.sawa.ksa',
  huawei: 'https://appgallery.huawei.com/app/C100000000',
  apple: 'https://apps.apple.com/sa/app/id1000000000',
  google: 'https://play.google.com/store/apps/details?id=com.sawa.ksa&referrer=web',
};
const LUDO_APPLE = 'https://apps.apple.com/sa/app/ludo/id1000000001';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('two tabs, each with its app’s store links; arrow keys move between them', async ({ page, guard }) => {
  await page.goto('/');
  const app = page.getByRole('tab', { name: 'التطبيق' });
  const games = page.getByRole('tab', { name: 'الألعاب' });
  await expect(app).toHaveAttribute('aria-selected', 'true');
  for (const [store, url] of Object.entries(SEED))
    await expect(page.getByTestId(`store-${store}`)).toHaveAttribute('href', url);
  await games.click();
  await expect(games).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('store-apple')).toHaveAttribute('href', LUDO_APPLE);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'home-tab-2');
  await page.keyboard.press('ArrowRight');
  await expect(app).toBeFocused();
  await expect(app).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('privacy-link')).toHaveAttribute(
    'href',
    'https://legal.example.com/ksa/privacy.html',
  );
  await expect(page.getByTestId('terms-link')).toHaveAttribute(
    'href',
    'https://legal.example.com/terms/ksa.html',
  );
  await guard.checkA11y('[data-testid="page-home"]');
});

test('tab=2 selects tab 1', async ({ page }) => {
  await page.goto('/?tab=2');
  await expect(page.getByRole('tab', { name: 'التطبيق' })).toHaveAttribute('aria-selected', 'true');
});

test('info goes to the share page with the rest of the URL', async ({ page }) => {
  await page.goto('/?info=abc&room_id=52001&x=1');
  await expect(page).toHaveURL((u) => u.pathname === '/share.html' && u.search === '?room_id=52001&x=1');
  await expect(page.getByTestId('shared-room')).toContainText('سهرة الأصدقاء');
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test('tab=1 with jump_app_store selects tab 2 and opens its App Store page', async ({ page, guard }) => {
    guard.skipAxeOnLoad();
    await page.route('https://apps.apple.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html lang="ar"><title>App Store</title></html>',
      }),
    );
    await page.goto('/?tab=1&jump_app_store=1');
    await page.waitForURL(LUDO_APPLE);
  });
});

test('in the app, a store button goes through the wrapper’s router with the external flag', async ({
  page,
}) => {
  await installAppBridge(page);
  await page.goto(`/?${APP_SHELL_QUERY}`);
  await page.getByTestId('store-google').click();
  await expect.poll(() => routerCalls(page)).toEqual([{ url: SEED.google, external: 1 }]);
  await expect(page.getByTestId('page-home')).toBeVisible();
});
