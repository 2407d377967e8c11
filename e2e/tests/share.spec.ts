import { expect, test } from './fixtures';
import { APP_SHELL_QUERY, installAppBridge, routerCalls } from './appShell';

// The shared room, about us and the expired link (spec 02 §2).

test('a room link shows the room’s name and owner; without the app, joining leads to the download page', async ({
  page,
  guard,
}) => {
  await page.goto('/share.html?room_id=52100');
  const room = page.getByTestId('shared-room');
  await expect(room.getByRole('heading', { name: 'غرفة التجربة' })).toBeVisible();
  await expect(room).toContainText('حساب التجربة');
  await guard.checkA11y('[data-testid="page-share"]');
  await room.getByTestId('join-room').click();
  await expect(page.getByTestId('page-home')).toBeVisible();
});

test('without a room in the link, the room last joined', async ({ page }) => {
  await page.goto('/share.html');
  await expect(page.getByTestId('shared-room')).toContainText('سهرة الأصدقاء');
});

test('in the app, joining opens the room through the wrapper’s router', async ({ page }) => {
  await installAppBridge(page);
  await page.goto(`/share.html?room_id=52001&${APP_SHELL_QUERY}`);
  await page.getByTestId('join-room').click();
  await expect.poll(() => routerCalls(page)).toEqual([{ room_id: '52001' }]);
});

test('a room that is gone is the expired link', async ({ page }) => {
  await page.goto('/share.html?room_id=99999');
  await expect(page).toHaveURL(/\/link-expired\?room_id=99999$/);
  await expect(page.getByRole('heading', { name: 'انتهت صلاحية الرابط' })).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page.getByTestId('page-home')).toBeVisible();
});

test('about us, with the privacy policy and terms', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'من نحن' })).toBeVisible();
  await expect(page.getByTestId('terms-link')).toHaveAttribute(
    'href',
    'https://legal.example.com/terms/ksa.html',
  );
  await expect(page.getByTestId('privacy-link')).toBeVisible();
});
