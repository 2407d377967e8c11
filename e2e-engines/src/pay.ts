import assert from 'node:assert/strict';
import type { EnginePage } from './engine';
import { describePage, inPage, press, problems, typeInto, waitForPath } from './page';
import { newDevice, ordersOf, verifiedDevice, type OrderRow } from './server';
import { waitFor } from './wait';

// The top-up steps the engine tests share, as the Playwright helpers (e2e/tests/payHelpers.ts) do them.

/** 1000001, a normal seeded account, as the page keeps it in its recipient history (README "Test accounts"). */
export const ACCOUNT = {
  uid: 21000001,
  display_uid: 1000001,
  nickname: 'ليان',
  icon: '/avatars/1000001.svg',
};

/** The sandbox's 3-D Secure test card (README "Test cards"). */
export const CARD_3DS = '4000000000003220';
export const CARD_3DS_SHOWN = '4000 0000 0000 3220';

export const TEXT = {
  cardChannel: 'البطاقة البنكية',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء',
  cvv: 'رمز CVV',
  holder: 'اسم حامل البطاقة',
  pass3ds: 'نجح التحقق',
  paid: 'تم الدفع بنجاح',
  cancelled: 'تم إلغاء الدفع',
  resumeContinue: 'متابعة الدفع',
  overlays: ['جارٍ إنشاء الطلب…', 'جارٍ الانتقال إلى صفحة الدفع…'],
} as const;

/**
 * A same-origin document that runs none of the site (the server answers it "not found", as text): the place
 * to write local storage before the app reads it.
 */
const NO_APP_PAGE = '/engines-storage.txt';

/**
 * Makes this browser a device that has topped ACCOUNT up before (verified on the server, in the page's
 * recipient history: no code), like payingDevice of the Playwright helpers. Returns the device id.
 */
export async function payingDevice(page: EnginePage): Promise<string> {
  const device = newDevice();
  await verifiedDevice(device, ACCOUNT.display_uid);
  await page.goto(NO_APP_PAGE);
  const stored = await inPage<boolean>(page, 'setLocalStorage', {
    topup_ksa_x_cli_id: device,
    topup_ksa_recipient_history: JSON.stringify([{ ...ACCOUNT, fill_times: 1, last_fill_time: 1742460000 }]),
  });
  assert.equal(stored, true, 'local storage keeps the device and the recipient history');
  return device;
}

/** Fails with the recorded problems of the current document, if any. */
export async function assertNoProblems(page: EnginePage, where: string): Promise<void> {
  assert.deepEqual(await problems(page), [], `errors or CSP violations recorded on ${where}`);
}

/**
 * On /pay: the 9.99$ tier and the bank-card channel, the pay button, then the new card typed into the card
 * step. Stops before submitting the card.
 */
export async function newCardStep(page: EnginePage, price: string, card: string, cardShown: string) {
  await page.goto('/pay');
  await press(page, `the ${price} tier`, 'markTier', price);
  await press(page, `the channel «${TEXT.cardChannel}»`, 'markRadio', TEXT.cardChannel);
  await waitFor(`the channel «${TEXT.cardChannel}» to be chosen`, () =>
    inPage<boolean>(page, 'radioChecked', TEXT.cardChannel),
  );
  await waitFor(
    `the pay button to name ${price}`,
    async () => (await inPage<string | null>(page, 'textOf', 'pay-button'))?.includes(price),
    { describe: describePage(page) },
  );
  await press(page, 'the pay button', 'markTestId', 'pay-button');
  await typeInto(page, TEXT.cardNumber, card, cardShown);
  await typeInto(page, TEXT.expiry, '12/30');
  await typeInto(page, TEXT.cvv, '123');
  await typeInto(page, TEXT.holder, 'Test User');
}

/** Submits the card and waits for the bank's 3-D Secure page of the sandbox. */
export async function submitToBank(page: EnginePage): Promise<void> {
  await press(page, 'the card step’s submit button', 'markTestId', 'card-submit');
  await waitForPath(page, 'the bank’s 3-D Secure page', /^\/sandbox\/3ds\//);
}

/** Waits until the server holds exactly these orders of the device (status, credited), latest first. */
export async function serverOrders(
  device: string,
  what: string,
  expected: [OrderRow['status'], OrderRow['credited']][],
): Promise<OrderRow[]> {
  let last: OrderRow[] = [];
  return waitFor(
    what,
    async () => {
      last = await ordersOf(device);
      const seen = JSON.stringify(last.map((o) => [o.status, o.credited]));
      return seen === JSON.stringify(expected) ? last : null;
    },
    {
      describe: async () =>
        `orders [status, credited]: ${JSON.stringify(last.map((o) => [o.status, o.credited]))}`,
    },
  );
}
