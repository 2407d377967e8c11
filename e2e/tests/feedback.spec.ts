import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The form with its uploads (spec 02 §2, §5, §7; README "Feedback").

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const MP4 = Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypisom'), Buffer.alloc(16)]);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A page whose uploads carry its own uuid (its device token), so test-mode faults touch only it. */
async function feedbackPage(page: Page): Promise<string> {
  const uuid = randomUUID();
  await page.addInitScript((u) => {
    if (!localStorage.getItem('topup_ksa_device_token')) localStorage.setItem('topup_ksa_device_token', u);
  }, uuid);
  return uuid;
}
const fault = (request: APIRequestContext, uuid: string, mode: 'failOnce' | 'hold') =>
  request.post('/__test/upload-fault', { data: { uuid, mode } });

const items = (page: Page) => page.getByTestId('media-item');
const content = (page: Page) => page.getByLabel('المحتوى');
const submit = (page: Page) => page.getByRole('button', { name: 'إرسال' });

test('three uploads with their previews, a fourth refused, then sent: the success page', async ({
  page,
  guard,
}) => {
  await feedbackPage(page);
  await page.goto('/feedback?account=1000001');
  await content(page).fill('لم يصل الماس بعد الدفع');
  await page
    .getByTestId('media-input')
    .setInputFiles([
      file('a.png', 'image/png', PNG),
      file('b.jpg', 'image/jpeg', JPEG),
      file('c.mp4', 'video/mp4', MP4),
      file('d.png', 'image/png', PNG),
    ]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'يمكن إرفاق 3 صور أو مقاطع فيديو على الأكثر' }),
  ).toBeVisible();
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).and(page.locator('[data-status="done"]'))).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'a.png' })).toBeVisible();
  await expect(page.getByTestId('media-input')).toHaveCount(0);
  await guard.checkA11y('[data-testid="page-feedback"]');

  await submit(page).click();
  await expect(page.getByTestId('page-feedback-success')).toBeVisible();
  await expect(page).toHaveURL(/\/feedback-success\?account=1000001$/);
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_feedback_draft'))).toBeNull();
});

test('an upload in progress shows its bar and holds submit back until it is up', async ({
  page,
  request,
}) => {
  const uuid = await feedbackPage(page);
  await fault(request, uuid, 'hold');
  await page.goto('/feedback?account=1000001');
  await content(page).fill('ملاحظة');
  await page.getByTestId('media-input').setInputFiles([file('a.png', 'image/png', PNG)]);
  await expect(page.getByRole('progressbar', { name: 'رفع a.png' })).toBeVisible();
  await expect(items(page)).toContainText('جارٍ الرفع');
  await expect(submit(page)).toBeDisabled();
  await expect
    .poll(async () => (await (await request.get(`/__test/upload-held?uuid=${uuid}`)).json()).data.waiting)
    .toBe(1);
  await request.post('/__test/upload-release', { data: { uuid } });
  await expect(items(page)).toContainText('تم الرفع');
  await expect(submit(page)).toBeEnabled();
});

test('a failed upload says so and is sent again by its retry', async ({ page, request, guard }) => {
  const uuid = await feedbackPage(page);
  guard.allowConsoleError(/Failed to load resource.*500/);
  await fault(request, uuid, 'failOnce');
  await page.goto('/feedback?account=1000001');
  await page.getByTestId('media-input').setInputFiles([file('a.png', 'image/png', PNG)]);
  await expect(items(page).getByRole('alert')).toHaveText('تعذّر رفع الملف');
  await expect(submit(page)).toBeDisabled();
  await items(page).getByRole('button', { name: 'إعادة الرفع' }).click();
  await expect(items(page)).toContainText('تم الرفع');
  await expect(page.getByRole('img', { name: 'a.png' })).toBeVisible();
});

test('a reload keeps the draft: account, content and the files already up', async ({ page }) => {
  await feedbackPage(page);
  await page.goto('/feedback');
  await page.getByLabel('الحساب').fill('1000002');
  await content(page).fill('المبلغ خُصم مرتين');
  await page.getByTestId('media-input').setInputFiles([file('a.png', 'image/png', PNG)]);
  await expect(items(page)).toContainText('تم الرفع');
  await page.reload();
  await expect(page.getByLabel('الحساب')).toHaveValue('1000002');
  await expect(content(page)).toHaveValue('المبلغ خُصم مرتين');
  await expect(items(page)).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'a.png' })).toBeVisible();
});

test('content is required and at most 500 characters, with a live counter; another type is refused', async ({
  page,
}) => {
  await feedbackPage(page);
  await page.goto('/feedback?account=1000001');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'يرجى إدخال محتوى الملاحظات' })).toBeVisible();
  await content(page).fill('ب'.repeat(501));
  await expect(page.locator('#feedback-counter')).toHaveText('501 / 500');
  await expect(
    page.getByRole('alert').filter({ hasText: 'المحتوى طويل جدًا، 500 حرف على الأكثر' }),
  ).toBeVisible();
  await submit(page).click();
  await expect(page.getByTestId('page-feedback')).toBeVisible();

  // an HTML page named like a picture: refused from its bytes before any upload
  await page
    .getByTestId('media-input')
    .setInputFiles([file('x.png', 'image/png', Buffer.from('<!doctype html>'))]);
  await expect(page.getByRole('alert').filter({ hasText: 'نوع الملف غير مدعوم' })).toBeVisible();
  await expect(items(page)).toHaveCount(0);
});

test('from a result dialog’s link the order and the account are filled in', async ({ page }) => {
  await feedbackPage(page);
  await page.goto('/feedback?order_id=TP2026112300000001&account=1000001');
  await expect(page.getByLabel('رقم الطلب')).toHaveValue('TP2026112300000001');
  await expect(page.getByLabel('الحساب')).toHaveValue('1000001');
});
