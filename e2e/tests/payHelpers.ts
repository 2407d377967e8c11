import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Steps the top-up specs share: the test-mode routes of the contract server (a session without a password,
// the account's in-app inbox) and the account search of the pay page.

/** Internal uids are the display id + 20,000,000 in the seed (server/src/db/seed.ts). */
export const internalUid = (displayUid: string) => String(Number(displayUid) + 20_000_000);

export const toArabicIndic = (digits: string) => digits.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

/** A session of a seeded account, as the app would hand it over. */
export async function testSession(request: APIRequestContext, displayUid: string): Promise<string> {
  const res = await request.post('/__test/session', { data: { display_uid: displayUid } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { session_key: string } }).data.session_key;
}

/** The latest verification code in an account's in-app inbox. */
export async function inboxCode(request: APIRequestContext, displayUid: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/__test/inbox?uid=${displayUid}`);
      const body = (await res.json()) as { data: { messages: { code: string | null }[] } };
      code = body.data.messages[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Types an id into the page's account field and searches it. */
export async function searchAccount(page: Page, id: string) {
  await page.getByLabel('معرّف الحساب (ID)').fill(id);
  await page.getByRole('button', { name: 'بحث' }).click();
}

export const payBar = (page: Page) => page.getByTestId('pay-bar');
export const verifyDialog = (page: Page) => page.getByRole('dialog', { name: 'رمز التحقق' });

// ---- paying ----

/** A browser of its own for each test: the server keys orders, saved cards and verification by it. */
export const newDevice = () => randomBytes(16).toString('hex');

/** Seeded accounts a test pays for, as the page keeps them in its recipient history. */
export const ACCOUNTS = {
  /** 1000001: a normal account. */
  normal: { uid: 21000001, display_uid: 1000001, nickname: 'ليان', icon: '/avatars/1000001.svg' },
  /** 1000100: the test user, whom the third-provider card's gray release grants. */
  testUser: { uid: 21000100, display_uid: 1000100, nickname: 'حساب التجربة', icon: '/avatars/1000100.svg' },
  /** 1000016: in a device's history without the server having verified it for that device (32125). */
  unverified: { uid: 21000016, display_uid: 1000016, nickname: 'ليلى', icon: '/avatars/1000016.svg' },
  /** 1000017: paid for from the app's webview, then in Safari (Apple Pay's hand-off); no other test reads its code. */
  handoff: { uid: 21000017, display_uid: 1000017, nickname: 'ريان', icon: '/avatars/1000017.svg' },
  /** 1000025: only the Apple Pay domain-move tests change its check_domain_payable list. */
  domainMove: { uid: 21000025, display_uid: 1000025, nickname: 'سلمى', icon: '/avatars/1000025.svg' },
  /** 1000024: applepay_gray_config gives it the embedded Apple Pay button (type 31). */
  embedded: { uid: 21000024, display_uid: 1000024, nickname: 'جود', icon: '/avatars/1000024.svg' },
} as const;

/**
 * Opens the next page on a device that has topped `account` up before (in its history, verified on the
 * server: no code, unless `verified` is false), optionally with its own copies of the seed device's saved
 * cards. Returns the device id.
 */
export async function payingDevice(
  page: Page,
  request: APIRequestContext,
  {
    account = ACCOUNTS.normal,
    cards = false,
    verified = true,
  }: { account?: StoredAccount; cards?: boolean; verified?: boolean } = {},
): Promise<string> {
  const device = newDevice();
  const res = await request.post('/__test/device', {
    data: {
      device,
      ...(verified ? { verified_uid: String(account.display_uid) } : {}),
      ...(cards ? { cards: 1 } : {}),
    },
  });
  expect(res.ok()).toBe(true);
  await page.addInitScript(
    ([d, a]) => {
      // a reload or a second page of the same browser keeps what the page stored since
      if (localStorage.getItem('topup_ksa_x_cli_id')) return;
      localStorage.setItem('topup_ksa_x_cli_id', d);
      localStorage.setItem(
        'topup_ksa_recipient_history',
        JSON.stringify([{ ...a, fill_times: 1, last_fill_time: 1742460000 }]),
      );
    },
    [device, account] as const,
  );
  return device;
}
type StoredAccount = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** The tier whose price is exactly this (not 19.99$ for 9.99$). */
export const tier = (page: Page, price: string) =>
  page.getByTestId('tier').filter({ has: page.locator('bdi').getByText(price, { exact: true }) });

export const CHANNELS = {
  cko: 'البطاقة البنكية',
  second: 'البطاقة البنكية عبر صفحة الدفع',
  third: 'بطاقة Visa أو Mastercard',
  applePay: 'Apple Pay',
} as const;

/** On the home step: the tier by price and the channel, then the pay button. */
export async function payFromHome(page: Page, price: string, channel: keyof typeof CHANNELS = 'cko') {
  await tier(page, price).click();
  await page.getByRole('radio', { name: CHANNELS[channel], exact: true }).check();
  await expect(page.getByTestId('pay-button')).toContainText(price);
  await page.getByTestId('pay-button').click();
}

export const cardField = {
  number: (page: Page) => page.getByLabel('رقم البطاقة'),
  expiry: (page: Page) => page.getByLabel('تاريخ الانتهاء'),
  cvv: (page: Page) => page.getByLabel('رمز CVV'),
  name: (page: Page) => page.getByLabel('اسم حامل البطاقة'),
};

/** Types a new card into the card step's four fields (any future expiry, any CVV, any name works). */
export async function fillCard(
  page: Page,
  number: string,
  { expiry = '12/30', cvv = '123', name = 'Test User' } = {},
) {
  await cardField.number(page).fill(number);
  await cardField.expiry(page).fill(expiry);
  await cardField.cvv(page).fill(cvv);
  await cardField.name(page).fill(name);
}

export const cardSubmit = (page: Page) => page.getByTestId('card-submit');
/** From the home step: tier, channel, a new card typed into the card step, and pay. */
export async function payWithNewCard(
  page: Page,
  price: string,
  card: string,
  channel: keyof typeof CHANNELS = 'cko',
) {
  await payFromHome(page, price, channel);
  await fillCard(page, card);
  await cardSubmit(page).click();
}

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
export const resultDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

export interface OrderRow {
  order_id: string;
  status: string;
  credited: 0 | 1;
  amount: number;
  pay_type: number;
  err_code: string;
  client_rid: string;
  source_id: string;
}

/** The device's orders as the server's database holds them, latest first. */
export async function ordersOf(request: APIRequestContext, device: string): Promise<OrderRow[]> {
  const res = await request.get(`/__test/orders?device=${device}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { orders: OrderRow[] } }).data.orders;
}

/** The test cards of the sandbox gateway (README "Test cards"). */
export const CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  threeDs: '4000000000003220',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
  cvc: '4000000000000127',
  highRisk: '4100000000000019',
  generic: '4000000000000002',
  slow: '4000000000000077',
} as const;

export interface ServerCard {
  source_id: string;
  last4: string;
  card_valid_date: string;
  is_remember: number;
  is_bank_expire: number;
}

/** The device's saved cards as the server lists them. */
export async function serverCards(request: APIRequestContext, device: string): Promise<ServerCard[]> {
  const res = await request.get(`/api/web/get_card_source/?h5_deviceid=${device}`);
  return ((await res.json()) as { data: { items: ServerCard[] } }).data.items;
}

// ---- holding an order in creation (test mode): states to wait on, never a processor delay ----

/** From now on the device's orders wait in creation (`processing`) until `releaseOrders`. */
export async function holdOrders(request: APIRequestContext, device: string): Promise<void> {
  const res = await request.post('/__test/hold', { data: { device } });
  expect(res.ok()).toBe(true);
}

/** Waits until `count` create calls of the device are held (the order exists, nothing is decided). */
export async function ordersHeld(request: APIRequestContext, device: string, count = 1): Promise<void> {
  await expect
    .poll(async () => {
      const res = await request.get(`/__test/hold?device=${device}`);
      return ((await res.json()) as { data: { waiting: number } }).data.waiting;
    })
    .toBe(count);
}

/** Lets the device's held orders go on (and removes the hold). */
export async function releaseOrders(request: APIRequestContext, device: string): Promise<void> {
  const res = await request.post('/__test/release', { data: { device } });
  expect(res.ok()).toBe(true);
}

/** The repeat question: paying again what was just paid. */
export const repeatDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'دفعتَ هذا المبلغ لهذا الحساب قبل قليل' });

/**
 * Does `act` (a press on a provider's page) and waits until the provider has sent the browser back to
 * /pay with the callback parameters of spec 01 §2. The wait is armed before the press: the page drops
 * those parameters as soon as it has read the result, so looking at the address afterwards would race.
 */
export async function returnsToPay(page: Page, act: () => Promise<void>): Promise<void> {
  const back = page.waitForURL(/\/pay\?.*zp_show=1/, { waitUntil: 'commit' });
  await act();
  await back;
}
