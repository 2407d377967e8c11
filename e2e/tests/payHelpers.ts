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
