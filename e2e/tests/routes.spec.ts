import { expect, test } from '@playwright/test';
import { collectErrors, expectArabicRtl, pageTitle } from './helpers';

// spec 02 §2: the 12 paths, each rendering its remote's page (or the host's) in Arabic, right to left.
const PAGES: { path: string; title: string; testId: string; finalPath?: string }[] = [
  { path: '/', title: 'حمّل التطبيق', testId: 'page-home' },
  { path: '/home', title: 'حمّل التطبيق', testId: 'page-home', finalPath: '/' },
  { path: '/share.html', title: 'دعوة إلى غرفة', testId: 'page-share' },
  { path: '/pay', title: 'شحن الماس', testId: 'page-pay' },
  { path: '/recharge', title: 'شحن الماس', testId: 'page-pay' },
  { path: '/login', title: 'تسجيل الدخول', testId: 'page-login' },
  { path: '/fines', title: 'دفع الغرامة', testId: 'page-fines' },
  { path: '/feedback', title: 'الملاحظات', testId: 'page-feedback' },
  { path: '/feedback-success', title: 'تم إرسال ملاحظاتك', testId: 'page-feedback-success' },
  { path: '/test', title: 'صفحة التشخيص', testId: 'page-test' },
  { path: '/recharge-list', title: 'سجل الشحن', testId: 'page-recharge-list' },
  { path: '/pay-step', title: 'إتمام الدفع', testId: 'page-pay-step' },
];

for (const p of PAGES) {
  test(`${p.path} renders its page in Arabic RTL`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(p.path);
    await expect(page.getByTestId(p.testId)).toBeVisible();
    await expect(pageTitle(page)).toHaveText(p.title);
    await expectArabicRtl(page);
    await expect(page).toHaveURL((u) => u.pathname === (p.finalPath ?? p.path));
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    expect(errors).toEqual([]);
  });
}
