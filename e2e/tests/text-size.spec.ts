import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS } from './pages';
import { checkOnPhone, checkRootDoubled, PHONE, reloadAsLargeTextPc } from './textSize';

// Readable at twice the text size (WCAG 2.2 1.4.4, 1.4.12; README "Text size"): every screen of the site
// on one load each — WCAG's text spacing and every text at 200 % on a 360 px phone, then the root at 200 %
// (the browser's default font size at 32 px) on a 1280 px PC — and at that size the page's main control
// still does its work. textSize.ts says how each is made and textChecks.ts what is checked.

interface Screen {
  /** The page's content in (after each load). */
  ready: (page: Page) => Promise<void>;
  /** The page's main control, used at the largest size, and what shows that it worked. */
  use: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const follows =
  (name: string, to: string, title: string): Screen['use'] =>
  async (page) => {
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL((u) => u.pathname === to);
    await expect(heading(page, title)).toBeVisible();
  };

const SCREEN_CASES: Record<string, Screen> = {
  '/': {
    ready: (page) => expect(page.getByTestId('store-google')).toBeVisible(),
    use: async (page) => {
      const games = page.getByRole('tab', { name: 'الألعاب' });
      await games.click();
      await expect(games).toHaveAttribute('aria-selected', 'true');
    },
  },
  '/share.html': {
    ready: (page) => expect(page.getByTestId('page-share').locator('[aria-busy="true"]')).toHaveCount(0),
    use: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'الغرامة' }).click();
      await expect(heading(page, 'دفع الغرامة')).toBeVisible();
    },
  },
  '/pay': {
    ready: (page) => expect(page.getByTestId('tier').first()).toBeVisible(),
    use: async (page) => {
      await page.getByLabel('معرّف الحساب (ID)').fill('1000001');
      await page.getByRole('button', { name: 'بحث' }).click();
      await expect(page.getByTestId('lookup-result')).toContainText('ليان');
    },
  },
  '/login': {
    ready: (page) => expect(page.getByLabel('كلمة المرور')).toBeVisible(),
    use: async (page) => {
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page.getByText('أدخل معرّف الحساب', { exact: true })).toBeVisible();
    },
  },
  '/fines': {
    ready: (page) => expect(page.getByLabel('معرّف الحساب (ID)')).toBeVisible(),
    use: async (page) => {
      await page.getByLabel('معرّف الحساب (ID)').fill('1000021');
      await page.getByRole('button', { name: 'عرض الغرامة' }).click();
      await expect(page.getByTestId('fine-result')).toContainText('مبلغ الغرامة');
    },
  },
  '/feedback': {
    ready: (page) => expect(page.getByLabel('المحتوى')).toBeVisible(),
    use: async (page) => {
      await page.getByLabel('المحتوى').fill('لم يصل الشحن');
      await expect(page.getByLabel('المحتوى')).toHaveValue('لم يصل الشحن');
    },
  },
  '/feedback-success': { ready: async () => {}, use: follows('العودة إلى الشحن', '/pay', 'شحن الماس') },
  '/test': {
    ready: (page) => expect(page.getByTestId('remote-releases')).toBeVisible(),
    use: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'الملاحظات' }).click();
      await expect(heading(page, 'الملاحظات')).toBeVisible();
    },
  },
  '/recharge-list': {
    ready: (page) =>
      expect(page.getByTestId('page-recharge-list').locator('[aria-busy="true"]')).toHaveCount(0),
    use: follows('العودة إلى الشحن', '/pay', 'شحن الماس'),
  },
  '/pay-step': {
    ready: (page) => expect(page.getByTestId('tier').first()).toBeVisible(),
    use: async (page) => {
      await page.getByTestId('tier').nth(1).click();
      await expect(page.getByTestId('tier').nth(1).getByRole('radio')).toBeChecked();
    },
  },
  '/about': { ready: async () => {}, use: follows('حمّل التطبيق', '/', 'حمّل التطبيق') },
  '/link-expired': { ready: async () => {}, use: follows('العودة إلى الصفحة الرئيسية', '/', 'حمّل التطبيق') },
};

for (const path of SCREENS) {
  test(`${path}: nothing lost with text spacing, every text at 200 % and the root at 200 %`, async ({
    page,
  }) => {
    const screen = SCREEN_CASES[path]!;
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await screen.ready(page);
    await checkOnPhone(page, path);
    await reloadAsLargeTextPc(page);
    await screen.ready(page);
    await checkRootDoubled(page, path);
    await screen.use(page);
  });
}
