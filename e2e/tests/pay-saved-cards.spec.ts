import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CARDS,
  cardSubmit,
  fillCard,
  ordersOf,
  payingDevice,
  resultDialog,
  serverCards,
  toArabicIndic,
  toast,
} from './payHelpers';

// Saved cards (spec 01 §2, §4, §5). Each test has its own device with its own
// copies of the seed device's cards (README "Test accounts"): card-checkout Visa 4242 (12/30), Mastercard
// 4444 (11/29), Visa 5556 (not remembered), Visa 0002 (expired 01/24), and a third-provider Visa 1111.

const copyOf = (seedSourceId: string, device: string) => `${seedSourceId}_${device}`;
const recentCard = (page: Page) => page.getByTestId('recent-card');
const cardItems = (page: Page) => page.getByTestId('saved-cards').getByRole('listitem');
const cvvInput = (page: Page) => page.getByTestId('cvv-input');
const cvvSubmit = (page: Page) => page.getByTestId('cvv-submit');

test('the recent card pays with its CVV; a short CVV is refused, and the CVV tips open and close', async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request, { cards: true });
  await page.goto('/pay');
  // display mode 3 (switch): the last card used, masked, with its expiry
  await expect(recentCard(page)).toContainText('Visa');
  await expect(recentCard(page)).toContainText('424242******4242');
  await expect(recentCard(page)).toContainText('تنتهي في 12/30');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/PayChildPage=4/);
  await expect(page.getByRole('heading', { name: 'رمز CVV' })).toBeVisible();
  await cvvInput(page).fill('12');
  await cvvSubmit(page).click();
  const message = 'رمز CVV غير صحيح، أعد إدخاله (يتكوّن عادةً من 3 أو 4 أرقام)';
  await expect(cvvInput(page)).toHaveAccessibleDescription(message);
  expect(await ordersOf(request, device)).toEqual([]);

  const tips = page.getByRole('button', { name: 'أين أجد رمز CVV؟' });
  await tips.click();
  const dialog = page.getByRole('dialog', { name: 'رمز CVV' });
  await expect(dialog).toContainText('الأرقام الثلاثة على ظهر البطاقة.');
  await guard.checkA11y('[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tips).toBeFocused();

  await cvvInput(page).fill(toArabicIndic('123'));
  await expect(cvvInput(page)).toHaveValue('123');
  await cvvSubmit(page).click();
  const success = resultDialog(page, 'تم الدفع بنجاح');
  await expect(success).toBeVisible();
  // a remembered card: nothing to remember
  await expect(success.getByTestId('remember-card')).toHaveCount(0);
  const [order] = await ordersOf(request, device);
  expect(order).toMatchObject({
    status: 'paid',
    credited: 1,
    amount: 4.99,
    source_id: copyOf('src_seed_visa_4242', device),
  });
});

test("the card list shows at most three of the channel's remembered cards, and another one pays", async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request, { cards: true });
  await page.goto('/pay');
  await page.getByTestId('switch-card').click();
  await expect(page).toHaveURL(/PayChildPage=2/);
  // card-checkout cards only, remembered only, newest first: not 5556 (not remembered), not the 1111
  // of the third provider
  await expect(cardItems(page)).toHaveCount(3);
  await expect(cardItems(page).nth(0)).toContainText('424242******4242');
  await expect(cardItems(page).nth(1)).toContainText('555555******4444');
  await expect(cardItems(page).nth(2)).toContainText('400000******0002');
  await expect(cardItems(page).nth(2)).toContainText('منتهية الصلاحية');
  await guard.checkA11y('[data-testid="step-card-list"]');

  await cardItems(page).nth(1).getByRole('button', { name: 'الدفع بهذه البطاقة' }).click();
  await expect(page.getByTestId('step-card-cvv')).toContainText('555555******4444');
  await cvvInput(page).fill('1234');
  await cvvSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device))[0]?.source_id).toBe(copyOf('src_seed_mc_4444', device));

  // the list's "add a new card" opens the four fields
  await resultDialog(page, 'تم الدفع بنجاح').locator('[data-action="close"]').click();
  await page.getByTestId('switch-card').click();
  await page.getByTestId('add-card').click();
  await expect(page).toHaveURL(/PayChildPage=3/);
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
});

// spec 01 §2, spec 02 §2: pageinfo, a hash parameter of the pay page's address; our reading (README "Page
// parameters"): the child page a link opens the page at, winning over the query's PayChildPage
test('a link whose hash says pageinfo=2 opens the saved-card list, then shows it as PayChildPage', async ({
  page,
  request,
}) => {
  await payingDevice(page, request, { cards: true });
  await page.goto('/pay?PayChildPage=3#pageinfo=2&log=1');
  await expect(page.getByTestId('step-card-list')).toBeVisible();
  await expect(cardItems(page)).toHaveCount(3);
  // one parameter for the steps from now on: the query's, the hash's other parameters kept
  await expect(page).toHaveURL(/\/pay\?PayChildPage=2#log=1$/);
  await page.getByRole('button', { name: 'رجوع' }).click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  await expect(page).toHaveURL(/\/pay#log=1$/);
});

test('an expired card: its popup, the expiry update (a wrong or past month refused), then it pays', async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request, { cards: true });
  await page.goto('/pay');
  await page.getByTestId('switch-card').click();
  await cardItems(page).nth(2).getByRole('button', { name: 'الدفع بهذه البطاقة' }).click();

  const popup = page.getByRole('dialog', { name: 'انتهت صلاحية البطاقة' });
  await expect(popup).toContainText('400000******0002');
  await guard.checkA11y('[role="dialog"]');
  await popup.getByRole('button', { name: 'تحديث تاريخ الانتهاء' }).click();

  await expect(page).toHaveURL(/PayChildPage=6/);
  // spec 01 §2 card-expiry modal: its title names the card and the validity it has now
  const modal = page.getByRole('dialog', { name: 'البطاقة 400000******0002 صالحة حاليًا حتى 01/24' });
  await expect(modal).toBeVisible();
  await guard.checkA11y('[role="dialog"]');
  await expect(page.getByTestId('expiry-card')).toContainText('400000******0002');
  await expect(page.getByTestId('expiry-card')).toContainText('صالحة حتى 01/24');
  const expiry = page.getByLabel('تاريخ الانتهاء الجديد');
  const submit = page.getByTestId('expiry-submit');
  for (const wrong of ['13/30', '0124']) {
    await expiry.fill(wrong);
    await submit.click();
    await expect(expiry).toHaveAccessibleDescription('تاريخ الانتهاء مُدخل بشكل خاطئ');
  }
  await expect(expiry).toHaveValue('01/24'); // MMYY is written MM/YY
  // Arabic-Indic digits, MMYY, at most five characters
  await expiry.fill(toArabicIndic('093199'));
  await expect(expiry).toHaveValue('09/31');
  await submit.click();

  // the card now has its new date on the server, and its CVV pays
  await expect(page).toHaveURL(/PayChildPage=4/);
  const updated = (await serverCards(request, device)).find((c) => c.last4 === '0002');
  expect(updated).toMatchObject({ card_valid_date: '09/31', is_bank_expire: 0 });
  await cvvInput(page).fill('123');
  await cvvSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device))[0]).toMatchObject({
    status: 'paid',
    source_id: copyOf('src_seed_expired_0002', device),
  });
});

test("the expired-card popup's other way: back on the list, at the card that was expired, and another one pays", async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request, { cards: true });
  await page.goto('/pay');
  await page.getByTestId('switch-card').click();
  const expired = cardItems(page).nth(2).getByRole('button', { name: 'الدفع بهذه البطاقة' });
  await expired.click();
  await page.getByRole('button', { name: 'الدفع ببطاقة أخرى' }).click();
  // the popup is gone, nothing moved on: still the list, the focus back where it was, no order
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/PayChildPage=2/);
  await expect(expired).toBeFocused();
  expect(await ordersOf(request, device)).toEqual([]);
  // and another card of the list pays
  await cardItems(page).nth(1).getByRole('button', { name: 'الدفع بهذه البطاقة' }).click();
  await expect(page.getByTestId('step-card-cvv')).toContainText('555555******4444');
  await cvvInput(page).fill('123');
  await cvvSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device))[0]?.source_id).toBe(copyOf('src_seed_mc_4444', device));
});

test('deleting a card asks first; the list then refreshes, and without cards the channels show again', async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request, { cards: true });
  await page.goto('/pay');
  await page.getByTestId('switch-card').click();
  const deleteFirst = () => cardItems(page).nth(0).getByRole('button', { name: 'حذف البطاقة' }).click();

  await deleteFirst();
  const confirm = page.getByRole('alertdialog', { name: 'حذف البطاقة' });
  await expect(confirm).toContainText('هل تريد حذف هذه البطاقة من البطاقات المحفوظة؟');
  await expect(confirm).toContainText('424242******4242');
  await guard.checkA11y('[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'إلغاء' }).click();
  await expect(confirm).toBeHidden();
  await expect(cardItems(page)).toHaveCount(3);

  await deleteFirst();
  // the list asked alone after the change: spec 01 §7's GET, not a batch of one
  const refreshed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/web/get_card_source/');
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  expect((await refreshed).method()).toBe('GET');
  expect(new URL((await refreshed).url()).searchParams.get('h5_deviceid')).toBe(device);
  await expect(toast(page, 'حُذفت البطاقة')).toBeVisible();
  await expect(cardItems(page)).toHaveCount(2);
  await expect(cardItems(page).nth(0)).toContainText('555555******4444');
  expect((await serverCards(request, device)).map((c) => c.last4)).not.toContain('4242');

  // another remembered card is now the recent one
  await page.getByRole('button', { name: 'رجوع' }).click();
  await expect(recentCard(page)).toContainText('555555******4444');

  // the last card-checkout cards gone, the home step shows the channels and the pay button opens the fields
  await page.getByTestId('switch-card').click();
  for (const left of [1, 0]) {
    await deleteFirst();
    await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
    if (left > 0) await expect(cardItems(page)).toHaveCount(left);
  }
  await expect(page.getByTestId('step-card-list')).toHaveCount(0);
  await expect(recentCard(page)).toHaveCount(0);
  await page.getByTestId('pay-button').click();
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
});

test('a card paid without remembering it comes back as the recent card, and its CVV step offers to remember it', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await page.getByTestId('pay-button').click();
  await fillCard(page, CARDS.success);
  await cardSubmit(page).click();
  const success = resultDialog(page, 'تم الدفع بنجاح');
  await expect(success.getByTestId('remember-card')).not.toBeChecked();
  // the payment saved the card, not remembered
  await expect
    .poll(async () => (await serverCards(request, device)).map((c) => [c.last4, c.is_remember]))
    .toEqual([['4242', 0]]);
  await success.locator('[data-action="close"]').click();

  await expect(recentCard(page)).toContainText('424242******4242', { timeout: 15_000 });
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/PayChildPage=5/);
  const remember = page.getByRole('checkbox', { name: 'تذكّر هذه البطاقة' });
  await remember.check();
  await cvvInput(page).fill('123');
  await cvvSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  await expect(resultDialog(page, 'تم الدفع بنجاح').getByTestId('remember-card')).toHaveCount(0);
  // remembered now: the list of the device shows it
  await expect
    .poll(async () => (await serverCards(request, device)).map((c) => [c.last4, c.is_remember]))
    .toEqual([['4242', 1]]);
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);
  expect(orders[0]!.source_id).toBe(orders[1]!.source_id);
});

test('ticking "remember this card" in the success dialog remembers the new card', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await page.getByTestId('pay-button').click();
  await fillCard(page, CARDS.successMastercard);
  await cardSubmit(page).click();
  const box = resultDialog(page, 'تم الدفع بنجاح').getByTestId('remember-card');
  await box.check();
  await expect(box).toBeChecked();
  // saved once the card fetch has found the order's card (within 30 s, every 2 s)
  await expect
    .poll(async () => (await serverCards(request, device)).map((c) => [c.last4, c.is_remember]), {
      timeout: 15_000,
    })
    .toEqual([['4444', 1]]);
  await expect(box).toBeChecked();
});
