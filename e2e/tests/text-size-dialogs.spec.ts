import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CARDS,
  cardField,
  cardSubmit,
  fillCard,
  inboxCode,
  payBar,
  payFromHome,
  payingDevice,
  resultDialog,
  testSession,
  verifyDialog,
} from './payHelpers';
import {
  checkOnPhone,
  checkRootDoubled,
  checkTextZoom,
  PHONE,
  reloadAsLargeTextPc,
  widenToPc,
} from './textSize';

// Readable at twice the text size (README "Text size"), the card step and every dialog the pages open: each
// checked on a 360 px phone with WCAG's text spacing and every text at 200 %, then, after the one reload,
// on a 1280 px PC at a default font size of 32 px, where its main control is used (textSize.ts).

/** Opens a dialog and waits for it (after each load it is opened again). */
async function open(dialog: Locator, opener: () => Promise<unknown>): Promise<Locator> {
  await opener();
  await expect(dialog).toBeVisible();
  return dialog;
}

test("/pay's account dialog and verification-code dialog", async ({ page, request }) => {
  await payingDevice(page, request);
  await page.setViewportSize(PHONE);
  await page.goto('/pay');
  const accountDialog = page.getByRole('dialog', { name: 'اختر الحساب' });
  const openAccountDialog = () => open(accountDialog, () => page.getByTestId('change-recipient').click());
  const openCodeDialog = async () => {
    await accountDialog.getByLabel('معرّف الحساب (ID)').fill('1000015');
    await accountDialog.getByRole('button', { name: 'بحث' }).click();
    await accountDialog.getByRole('button', { name: 'شحن هذا الحساب' }).click();
    await expect(verifyDialog(page)).toBeVisible();
    await expect(verifyDialog(page).getByRole('status')).not.toHaveText('جارٍ إرسال الرمز…');
  };

  await openAccountDialog();
  await checkOnPhone(page, 'the account dialog');
  await openCodeDialog();
  await checkOnPhone(page, 'the code dialog');
  await page.keyboard.press('Escape');
  // the code dialog's four boxes in a PC's column, every text at 200 %
  await widenToPc(page);
  await openAccountDialog();
  await openCodeDialog();
  await checkTextZoom(page, 'the code dialog');
  await page.keyboard.press('Escape');

  await reloadAsLargeTextPc(page);
  await openAccountDialog();
  await checkRootDoubled(page, 'the account dialog');
  await openCodeDialog();
  await checkRootDoubled(page, 'the code dialog');
  // its main control: the code typed into the four boxes, and confirmed
  const code = await inboxCode(request, '1000015');
  await verifyDialog(page).getByLabel('الرقم 1 من 4').click();
  await page.keyboard.type(code);
  await verifyDialog(page).getByRole('button', { name: 'تأكيد' }).click();
  await expect(verifyDialog(page)).toBeHidden();
  await expect(payBar(page)).toContainText('1000015');
});

test('the card step and the exit question', async ({ page, request }) => {
  await payingDevice(page, request);
  await page.setViewportSize(PHONE);
  await page.goto('/pay');
  const exitDialog = page.getByRole('alertdialog', { name: 'إلغاء الدفع؟' });
  const cardStep = async () => {
    await payFromHome(page, '4.99$');
    await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
  };
  const openExit = () => open(exitDialog, () => page.getByRole('button', { name: 'رجوع' }).click());

  await cardStep();
  await checkOnPhone(page, 'the card step');
  await openExit();
  await checkOnPhone(page, 'the exit question');
  await exitDialog.getByRole('button', { name: 'التخلي' }).click();
  await expect(page.getByTestId('pay-button')).toBeVisible();

  await reloadAsLargeTextPc(page);
  await cardStep();
  await checkRootDoubled(page, 'the card step');
  await openExit();
  await checkRootDoubled(page, 'the exit question');
  await exitDialog.getByRole('button', { name: 'متابعة الدفع' }).click();
  // the card step's main control: a card typed in, and paid
  await fillCard(page, CARDS.success);
  await cardSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
});

test('the success dialog and the repeat-payment question', async ({ page, request }) => {
  await payingDevice(page, request);
  await page.setViewportSize(PHONE);
  await page.goto('/pay');
  const success = resultDialog(page, 'تم الدفع بنجاح');
  const repeat = page.getByRole('alertdialog', { name: 'دفعتَ هذا المبلغ لهذا الحساب قبل قليل' });
  const openRepeat = () => open(repeat, () => payFromHome(page, '4.99$'));

  await payFromHome(page, '4.99$');
  await fillCard(page, CARDS.success);
  await cardSubmit(page).click();
  await expect(success).toBeVisible();
  await checkOnPhone(page, 'the success dialog');
  await success.locator('[data-action="close"]').click();
  await openRepeat();
  await checkOnPhone(page, 'the repeat-payment question');
  await repeat.getByRole('button', { name: 'لا، لا أريد الدفع مرة أخرى' }).click();
  await expect(repeat).toBeHidden();

  await reloadAsLargeTextPc(page);
  await openRepeat();
  await checkRootDoubled(page, 'the repeat-payment question');
  // its main control: paying again, to the success dialog — with the card just paid when the page already
  // lists it among the saved cards (its CVV step), else with its fields again
  await repeat.getByTestId('pay-again').click();
  const cvv = page.getByRole('textbox', { name: 'رمز CVV' });
  await expect(cvv).toBeVisible();
  if ((await cardField.number(page).count()) > 0) await fillCard(page, CARDS.success);
  else await cvv.fill('123');
  await page.getByRole('button', { name: 'ادفع 4.99$' }).click();
  await expect(success).toBeVisible();
  await checkRootDoubled(page, 'the success dialog');
});

test('saved cards: the list, the delete question, the expired-card popup, the expiry dialog, the CVV tips', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request, { cards: true });
  await page.setViewportSize(PHONE);
  await page.goto('/pay');
  const items = page.getByTestId('saved-cards').getByRole('listitem');
  const deleteQuestion = page.getByRole('alertdialog', { name: 'حذف البطاقة' });
  const expired = page.getByRole('dialog', { name: 'انتهت صلاحية البطاقة' });
  const expiryDialog = page.getByTestId('step-modify-expiry');
  const tips = page.getByRole('dialog', { name: 'رمز CVV' });
  const steps = async (check: (what: string) => Promise<void>) => {
    await expect(items.first()).toBeVisible();
    await check('the saved-card list');
    await open(deleteQuestion, () => items.nth(0).getByRole('button', { name: 'حذف البطاقة' }).click());
    await check('the delete question');
    await deleteQuestion.getByRole('button', { name: 'إلغاء' }).click();
    await open(expired, () => items.nth(2).getByRole('button', { name: 'الدفع بهذه البطاقة' }).click());
    await check('the expired-card popup');
    await expired.getByRole('button', { name: 'تحديث تاريخ الانتهاء' }).click();
    await expect(expiryDialog).toBeVisible();
    await check('the expiry dialog');
    await page.getByLabel('تاريخ الانتهاء الجديد').fill('09/31');
    await page.getByTestId('expiry-submit').click();
    await expect(page.getByTestId('cvv-input')).toBeVisible();
    await check('the CVV step');
    await open(tips, () => page.getByRole('button', { name: 'أين أجد رمز CVV؟' }).click());
    await check('the CVV tips');
  };
  await page.getByTestId('switch-card').click();
  await steps((what) => checkOnPhone(page, what));
  // back on the list (leaving the CVV step asks first), which a reload shows again (its address)
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'رجوع' }).click();
  await page
    .getByRole('alertdialog', { name: 'إلغاء الدفع؟' })
    .getByRole('button', { name: 'التخلي' })
    .click();
  await expect(page).toHaveURL(/PayChildPage=2/);
  // the card expired again on the server (its copy put back as seeded), for the second round
  expect((await request.post('/__test/device', { data: { device, cards: 1 } })).ok()).toBe(true);

  await reloadAsLargeTextPc(page);
  await steps((what) => checkRootDoubled(page, what));
  // the tips' main control: closed, the CVV field takes the code and pays
  await tips.getByRole('button', { name: 'إغلاق' }).click();
  await page.getByTestId('cvv-input').fill('123');
  await page.getByTestId('cvv-submit').click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
});

const LSET = 11;
async function roomWithSeats(request: APIRequestContext): Promise<number> {
  const created = await request.post('/__test/room', { data: { action: 'create' } });
  const roomId = ((await created.json()) as { data: { room_id: number } }).data.room_id;
  const seats = [
    { uid: 20_001_101, display_uid: 1_001_101, nickname: 'سلمان', muted: true },
    { uid: 20_001_102, nickname: 'عبدالرحمن الشمري', muted: true },
    { uid: 20_001_103, nickname: 'ريم' },
  ];
  const command = seats.map((s, index) => [LSET, 'room_mics_new', index, { index, muted: false, ...s }]);
  const changed = await request.post('/__test/room', {
    data: { action: 'change', room_id: roomId, command },
  });
  expect(((await changed.json()) as { result: number }).result).toBe(0);
  return roomId;
}

test("/share.html's live room: the seats with their names and muted labels, and the user dialog", async ({
  page,
  request,
}) => {
  const roomId = await roomWithSeats(request);
  await page.setViewportSize(PHONE);
  await page.goto(`/share.html?room_id=${roomId}`);
  const seatsIn = () => expect(page.getByTestId('live-seat-1')).toContainText('المايك مكتوم');
  const userDialog = page.getByRole('dialog', { name: 'سلمان' });
  const openUser = () =>
    open(userDialog, () => page.getByTestId('live-seat-0').getByRole('button', { name: 'سلمان' }).click());

  await seatsIn();
  await checkOnPhone(page, 'the live room');
  await openUser();
  await checkOnPhone(page, 'the user dialog');
  await page.keyboard.press('Escape');
  // the seats in a PC's card (four a row at the usual size), every text at 200 %
  await widenToPc(page);
  await seatsIn();
  await checkTextZoom(page, 'the live room');

  await reloadAsLargeTextPc(page);
  await seatsIn();
  await checkRootDoubled(page, 'the live room');
  await openUser();
  await checkRootDoubled(page, 'the user dialog');
  await userDialog.getByRole('button', { name: 'حسنًا' }).click();
  await expect(userDialog).toBeHidden();
});

test("the app ticket's question before switching accounts", async ({ page, request }) => {
  const ticketFor = async (displayUid: string) => {
    const res = await request.post('/__test/ticket', { data: { display_uid: displayUid } });
    return ((await res.json()) as { data: { ticket: string } }).data.ticket;
  };
  const ask = page.getByRole('dialog', { name: 'تبديل الحساب' });
  await page.setViewportSize(PHONE);
  await page.goto(`/pay?session_key=${await testSession(request, '1000001')}`);
  await page.goto(`/pay?ticket=${await ticketFor('1000100')}`);
  await expect(ask).toBeVisible();
  await checkOnPhone(page, 'the switch question');
  await ask.getByRole('button', { name: 'البقاء في الحساب الحالي' }).click();

  await reloadAsLargeTextPc(page);
  await page.goto(`/pay?ticket=${await ticketFor('1000100')}`);
  await expect(ask).toBeVisible();
  await checkRootDoubled(page, 'the switch question');
  await ask.getByRole('button', { name: 'تسجيل الدخول إليه' }).click();
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
});
