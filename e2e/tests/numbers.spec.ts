import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, CARDS, payingDevice, payWithNewCard, resultDialog } from './payHelpers';

// An order id or a masked card number is read and copied digit by digit;
// broken over two lines it reads as two numbers. On the narrowest phone (320 px) each stays on one line,
// whole inside its box: the words around it wrap instead. A date is such a number too: inside an Arabic
// sentence it stays one left-to-right piece, or the bidirectional algorithm lays its parts out backwards.

const WIDTH = 320;

/**
 * One line box, about a line high, whole inside its nearest `within` (a dialog, a list item) and its page's
 * width (a frame's own, inside a frame).
 */
async function expectOneLine(number: Locator, within: string) {
  await expect(number).toBeVisible();
  const shape = await number.evaluate((el, selector) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const box = el.closest(selector)!.getBoundingClientRect();
    return {
      text: el.textContent,
      lines: el.getClientRects().length,
      height: r.height,
      line: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6,
      cutLeft: r.left < Math.max(0, box.left) - 0.5,
      cutRight: r.right > Math.min(document.documentElement.clientWidth, box.right) + 0.5,
    };
  }, within);
  expect(shape).toMatchObject({ lines: 1, cutLeft: false, cutRight: false });
  expect(shape.height, `${shape.text}: height against its line height`).toBeLessThan(shape.line * 1.5);
}

/**
 * The characters of `piece` inside `sentence`, in the order they are laid out from left to right: what a
 * reader sees. Plain text in an Arabic sentence, 2027-06-30 is laid out as 30-06-2027.
 */
async function readLeftToRight(sentence: Locator, piece: string): Promise<string> {
  return sentence.evaluate((el, wanted) => {
    const chars: { c: string; x: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        chars.push({ c: text[i]!, x: box.left + box.width / 2 });
      }
    }
    const at = chars
      .map((ch) => ch.c)
      .join('')
      .indexOf(wanted);
    if (at < 0) return `${wanted} is not in the sentence`;
    return chars
      .slice(at, at + wanted.length)
      .sort((a, b) => a.x - b.x)
      .map((ch) => ch.c)
      .join('');
  }, piece);
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 640 });
});

test('the result dialog: the order id on one line', async ({ page, request }) => {
  await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.success);
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  const orderId = dialog.getByTestId('result-order-id');
  await expect(orderId).toHaveText(/^TP[0-9]{19}$/); // 21 characters, the longest line of the dialog
  await expectOneLine(orderId, '[role="dialog"]');
  await noSidewaysScroll(page);
});

test('the saved cards: each masked number on one line, on the home step and in the card list', async ({
  page,
  request,
}) => {
  await payingDevice(page, request, { cards: true });
  await page.goto('/pay');
  const recent = page.getByTestId('recent-card');
  await expectOneLine(recent.getByText('424242******4242', { exact: true }), '[data-testid="recent-card"]');

  await page.getByTestId('switch-card').click();
  const items = page.getByTestId('saved-cards').getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const number of ['424242******4242', '555555******4444', '400000******0002']) {
    const item = items.filter({ hasText: number });
    await expectOneLine(item.getByText(number, { exact: true }), 'li');
  }
  await noSidewaysScroll(page);
});

test('the bank’s 3-D Secure page: the masked card and the order id on one line', async ({
  page,
  request,
}) => {
  await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await expectOneLine(page.getByText('400000******3220', { exact: true }), 'main');
  await expectOneLine(page.locator('dd bdi').filter({ hasText: /^TP[0-9]+$/ }), 'main');
  await noSidewaysScroll(page);
});

test('the challenge inside the page (third provider): the masked card and the order id on one line', async ({
  page,
  request,
}) => {
  await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payWithNewCard(page, '19.99$', CARDS.threeDs, 'third');
  const challenge = page.frameLocator('[data-testid="challenge-area"] iframe');
  await expectOneLine(challenge.getByText('400000******3220', { exact: true }), 'main');
  await expectOneLine(challenge.locator('dd bdi').filter({ hasText: /^TP[0-9]+$/ }), 'main');
  expect(
    await challenge.locator('html').evaluate((el) => el.scrollWidth - el.clientWidth),
    'the challenge scrolls sideways',
  ).toBeLessThanOrEqual(0);
  await noSidewaysScroll(page);
});

test('the ban’s end date on the fine page: one left-to-right piece inside the Arabic sentence', async ({
  page,
}) => {
  // 1000002: banned until 2027-06-30 (Saudi offset); nothing in the suite lifts its ban
  await page.goto('/fines?uid=1000002');
  const result = page.getByTestId('fine-result');
  await expect(result).toContainText('الحساب محظور حتى 2027-06-30.');
  expect(await readLeftToRight(result, '2027-06-30')).toBe('2027-06-30');
  await expectOneLine(result.locator('bdi', { hasText: '2027-06-30' }), '[data-testid="fine-result"]');
  await noSidewaysScroll(page);
});
