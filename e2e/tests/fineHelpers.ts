import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { newDevice } from './payHelpers';

// The ban fine's browser tests: the page's device (its held orders and its fine orders are looked up by
// it) and the fine orders the server holds for it.

export interface FineOrder {
  order_id: string;
  client_rid: string;
  channel: string;
  status: string;
}

export async function fineOrdersOf(request: APIRequestContext, device: string): Promise<FineOrder[]> {
  const res = await request.get(`/__test/fine-orders?device=${device}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { orders: FineOrder[] } }).data.orders;
}

/** The page's device id, known to the test. */
export async function fineDevice(page: Page): Promise<string> {
  const device = newDevice();
  await page.addInitScript((d) => {
    if (!localStorage.getItem('topup_ksa_x_cli_id')) localStorage.setItem('topup_ksa_x_cli_id', d);
  }, device);
  return device;
}

export const fineResult = (page: Page) => page.getByTestId('fine-result');
