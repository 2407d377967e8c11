import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payBar, searchAccount, verifyDialog } from './payHelpers';

// Safari erases what a script stored after 7 days without a visit. The
// device id lives on in the server's own first-party cookie (HttpOnly, SameSite=Lax, a year), so a
// returning user is still the same device: no inbox code again, and the cards saved on it are still there.

const storedDeviceId = (page: Page) => page.evaluate(() => localStorage.getItem('topup_ksa_x_cli_id'));

test('storage erased: the device id comes back from the server’s cookie, with its verification and its cards', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  const id = await storedDeviceId(page);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'topup_device');
  expect(cookie).toMatchObject({ value: id, httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // what an earlier visit left on the server for this device: 1000001 verified, cards saved
  const res = await request.post('/__test/device', {
    data: { device: id, verified_uid: '1000001', cards: 1 },
  });
  expect(res.ok()).toBe(true);

  // Safari's erasure: everything a script wrote is gone
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  await expect(page.getByTestId('page-pay')).toBeVisible();
  await expect.poll(() => storedDeviceId(page)).toBe(id);

  // the same device: the server knows it for the account (no code again) and its saved cards are offered
  await searchAccount(page, '1000001');
  await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
  await expect(payBar(page)).toContainText('ليان');
  await expect(verifyDialog(page)).toHaveCount(0);
  await expect(page.getByTestId('recent-card')).toContainText('424242******4242');
});
