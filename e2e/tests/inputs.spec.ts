import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  CARDS,
  payFromHome,
  payingDevice,
  payWithNewCard,
  searchAccount,
  verifyDialog,
} from './payHelpers';

// IPhone Safari zooms into a text field whose font is smaller than 16 px
// when it takes the focus, and stays zoomed after. The root font follows the width (720 design units), so a
// size in rem alone is below 16 px on a phone: every field the user types in is at least 16 px, at every
// width, in every frame of the page (the provider's pages and the challenge in the page too).

/** Below 800 px the page only rescales on resize; 1280 px is the PC layout (a page of its own). */
const PHONE_WIDTHS = [320, 360, 390, 768];
const PC_WIDTH = 1280;

interface FieldFont {
  name: string;
  size: number;
}

/** Every text field a user sees, in every frame of the page, with its computed font size. */
async function fieldFonts(page: Page): Promise<FieldFont[]> {
  const all: FieldFont[] = [];
  for (const frame of page.frames()) {
    const fonts = await frame
      .evaluate(() => {
        // nothing to type in these: no zoom on focus
        const noText = new Set([
          'checkbox',
          'radio',
          'file',
          'range',
          'color',
          'submit',
          'button',
          'reset',
          'image',
        ]);
        return [...document.querySelectorAll<HTMLElement>('input, textarea, select')]
          .filter((el) => !(el instanceof HTMLInputElement && noText.has(el.type)))
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return (
              box.width > 1 &&
              box.height > 1 &&
              el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
            );
          })
          .map((el) => ({
            name:
              el.getAttribute('aria-label') ??
              ((el as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
                el.getAttribute('name') ||
                el.outerHTML.slice(0, 60)),
            size: parseFloat(getComputedStyle(el).fontSize),
          }));
      })
      .catch(() => [] as FieldFont[]); // a frame that went away meanwhile
    all.push(...fonts);
  }
  return all;
}

/** The root font of the site's pages once the page has followed the width (spec 02 §2). */
async function rescaled(page: Page, width: number) {
  await page.setViewportSize({ width, height: 760 });
  const root = Math.min(width, 800) / 7.2;
  await expect
    .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)))
    .toBeCloseTo(root, 1);
}

/**
 * At each width: the fields named in `expected` are there, and every field (those and any other) is at
 * least 16 px. `siteRoot` is false on the provider's own pages, whose root font does not follow the width.
 */
async function expectFieldsAtLeast16(
  page: Page,
  widths: number[],
  expected: readonly string[],
  { siteRoot = true } = {},
) {
  for (const width of widths) {
    if (siteRoot) await rescaled(page, width);
    else await page.setViewportSize({ width, height: 760 });
    const fonts = await fieldFonts(page);
    expect(
      fonts.map((f) => f.name),
      `the fields at ${width} px`,
    ).toEqual(expect.arrayContaining([...expected]));
    expect(
      fonts.filter((f) => f.size < 16).map((f) => `${f.name}: ${f.size}px`),
      `fields under 16 px at ${width} px`,
    ).toEqual([]);
  }
}

const ACCOUNT_ID = 'معرّف الحساب (ID)';
const CARD_FIELDS = ['رقم البطاقة', 'تاريخ الانتهاء', 'رمز CVV', 'اسم حامل البطاقة'];
const CODE_BOXES = ['الرقم 1 من 4', 'الرقم 2 من 4', 'الرقم 3 من 4', 'الرقم 4 من 4'];

for (const [name, widths] of [
  ['phone widths', PHONE_WIDTHS],
  ['PC', [PC_WIDTH]],
] as const) {
  test.describe(`fields of 16 px or more (${name}: ${widths.join(', ')} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: widths[0]!, height: 760 });
    });

    test('/pay: the account id, then the verification code boxes', async ({ page }) => {
      await page.goto('/pay');
      await expect(page.getByTestId('page-pay')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], [ACCOUNT_ID]);
      // an account this new device has never paid for asks for the code from its inbox; its own account,
      // so the code its popup sends never lands in an inbox another test reads a code from
      await searchAccount(page, '1000031');
      await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
      await expect(verifyDialog(page)).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], CODE_BOXES);
    });

    test('/fines, /feedback and /login: every field', async ({ page }) => {
      await page.goto('/fines');
      await expect(page.getByTestId('page-fines')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], [ACCOUNT_ID]);
      // opened from a payment's result: the order id too
      await page.goto('/feedback?order_id=TP1767225600000123456&account=1000001');
      await expect(page.getByTestId('page-feedback')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], ['رقم الطلب', ACCOUNT_ID, 'المحتوى']);
      await page.goto('/login');
      await expect(page.getByTestId('page-login')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], [ACCOUNT_ID, 'كلمة المرور']);
    });

    test('/pay: the new card fields of the card step', async ({ page, request }) => {
      await payingDevice(page, request);
      await page.goto('/pay');
      await payFromHome(page, '9.99$');
      await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], CARD_FIELDS);
    });

    test('/pay: the saved card’s CVV, and the expired card’s new expiry', async ({ page, request }) => {
      await payingDevice(page, request, { cards: true });
      await page.goto('/pay');
      // the saved card is offered once the gray-release configuration says so (it arrives after the
      // page's load event, possibly after the tiers): pay with what the user sees offered
      await expect(page.getByTestId('recent-card')).toContainText('424242******4242');
      await page.getByTestId('pay-button').click();
      await expect(page.getByTestId('cvv-input')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], ['رمز CVV']);

      await page.goto('/pay');
      await page.getByTestId('switch-card').click();
      const expired = page.getByTestId('saved-cards').getByRole('listitem').nth(2);
      await expired.getByRole('button', { name: 'الدفع بهذه البطاقة' }).click();
      await page.getByRole('button', { name: 'تحديث تاريخ الانتهاء' }).click();
      await expect(page.getByLabel('تاريخ الانتهاء الجديد')).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], ['تاريخ الانتهاء الجديد']);
    });

    test('the second provider’s payment page (pay type 24): its card fields', async ({ page, request }) => {
      await payingDevice(page, request);
      await page.goto('/pay');
      await payFromHome(page, '9.99$', 'second');
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await expectFieldsAtLeast16(page, [...widths], CARD_FIELDS, { siteRoot: false });
    });

    test('3-D Secure: the bank’s page', async ({ page, request }) => {
      await payingDevice(page, request);
      await page.goto('/pay');
      await payWithNewCard(page, '9.99$', CARDS.threeDs);
      await expect(page).toHaveURL(/\/sandbox\/3ds\//);
      await expect(page.getByRole('button', { name: 'نجح التحقق' })).toBeVisible();
      // the challenge asks for no typing today: a field it gets later is held to the rule
      await expectFieldsAtLeast16(page, [...widths], [], { siteRoot: false });
    });

    test('3-D Secure inside the page (third provider): the page and its challenge frame', async ({
      page,
      request,
    }) => {
      await payingDevice(page, request, { account: ACCOUNTS.testUser });
      await page.goto('/pay');
      await payWithNewCard(page, '19.99$', CARDS.threeDs, 'third');
      const challenge = page.frameLocator('[data-testid="challenge-area"] iframe');
      await expect(challenge.getByRole('button', { name: 'نجح التحقق' })).toBeVisible();
      await expectFieldsAtLeast16(page, [...widths], []);
    });
  });
}
