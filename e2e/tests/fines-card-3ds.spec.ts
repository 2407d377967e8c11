import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fineDevice, fineOrdersOf } from './fineHelpers';
import { CARDS, fillCard } from './payHelpers';

// DESIGN §12 "One payment pipeline": a fine takes the in-page 3-D Secure the top-up has. Paid with the
// third provider's card (27), its order answers with the challenge, drawn where the card fields were; the
// bank's answer decides it (submit_authentication_result): failed, said in the page's words and fresh
// fields; passed, back on /fines with the order, pending.

const ACCOUNT = '1000027'; // banned permanently, fine 8 USD: paid by the third provider's card
const CARD_VISA = 'ادفع 8$ ببطاقة Visa أو Mastercard';

const result = (page: Page) => page.getByTestId('fine-result');
const cardForm = (page: Page) => page.getByTestId('fine-card-form');
const submit = (page: Page) => page.getByTestId('fine-card-submit');
const challenge = (page: Page) => page.frameLocator('[data-testid="fine-challenge-area"] iframe');

test('a fine paid with Visa or Mastercard (27): the bank’s challenge in the page, failed, then passed', async ({
  page,
  request,
  guard,
}) => {
  const device = await fineDevice(page);
  await page.goto(`/fines?uid=${ACCOUNT}`);
  await expect(result(page)).toContainText('مبلغ الغرامة: 8$');

  // its own channel beside the card-checkout card and the hosted page; its provider's fields
  await page.getByRole('button', { name: CARD_VISA }).click();
  await expect(cardForm(page).getByRole('heading', { name: 'البطاقة البنكية' })).toBeFocused();
  await fillCard(page, CARDS.threeDs);
  await submit(page).click();

  // the challenge takes the fields' place, in the page (the address stays)
  await expect(cardForm(page).getByRole('heading', { name: /^التحقق من البطاقة/ })).toBeVisible();
  await expect(challenge(page).getByText('8$')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/fines\\?uid=${ACCOUNT}$`));
  await expect(submit(page)).toHaveCount(0);
  await guard.checkA11y(cardForm(page));
  await challenge(page).getByRole('button', { name: 'فشل التحقق' }).click();

  // failed: said in the page's words, and fresh fields for the next card
  await expect(result(page).getByRole('alert')).toHaveText(
    'فشل التحقق من البطاقة، حاول مرة أخرى أو جرّب بطاقة أخرى',
  );
  await expect(page.getByLabel('رقم البطاقة')).toHaveValue('');

  // passed: back on /fines with the order, pending
  await fillCard(page, CARDS.threeDs);
  await submit(page).click();
  await challenge(page).getByRole('button', { name: 'نجح التحقق' }).click();
  await expect(page).toHaveURL(new RegExp(`/fines\\?uid=${ACCOUNT}&fine_order=TP[0-9]+$`));
  await expect(page.getByTestId('fine-pending')).toBeVisible();
  // the failed order was over: the second card was a new attempt, and the fine was paid once
  expect((await fineOrdersOf(request, device)).map((o) => [o.channel, o.status])).toEqual([
    ['card', 'failed'],
    ['card', 'paid'],
  ]);
});
