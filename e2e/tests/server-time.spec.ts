import { expect, test } from './fixtures';
import { payingDevice } from './payHelpers';

// Time rules run on the server's clock (GET /api/sys/ts/), so a phone whose clock
// is wrong never sees a valid card as expired. Here the page's clock is five years ahead: on it the card
// valid until 11/29 would be past; on the server's time it is valid, and the card of 01/24 still expired.

test('a phone whose clock is years ahead still sees a valid saved card as valid', async ({
  page,
  request,
}) => {
  await payingDevice(page, request, { cards: true });
  await page.clock.install({ time: new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000) });
  const asked = page.waitForResponse((r) => r.url().includes('/api/sys/ts/'));
  await page.goto('/pay');
  await asked;
  await page.getByTestId('switch-card').click();
  const cards = page.getByTestId('saved-cards').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1)).toContainText('555555******4444');
  await expect(cards.nth(1)).not.toContainText('منتهية الصلاحية');
  await expect(cards.nth(2)).toContainText('400000******0002');
  await expect(cards.nth(2)).toContainText('منتهية الصلاحية');
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(
    new Date().getUTCFullYear() + 4,
  );
});
