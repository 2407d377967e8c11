import { randomBytes } from 'node:crypto';
import type { TestOrders } from '../../shared/contract/testMode';
import { BASE_URL, LOAD_TIMEOUT } from './config';

// The contract server's test-mode routes the suite uses (README "Test mode of the contract server").

export type OrderRow = TestOrders['orders'][number];

async function call<T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> {
  const res = await fetch(`${BASE_URL}${route}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(LOAD_TIMEOUT),
  });
  const json = (await res.json()) as { result: number; message?: string; data: T };
  if (!res.ok || json.result !== 0) {
    throw new Error(`${method} ${route}: HTTP ${res.status}, result ${json.result} ${json.message ?? ''}`);
  }
  return json.data;
}

/** A browser of its own for each test: the server keys orders, saved cards and verification by it. */
export const newDevice = () => randomBytes(16).toString('hex');

/** The device has verified this account before: paying for it needs no code. */
export async function verifiedDevice(device: string, displayUid: number): Promise<void> {
  const data = await call<{ verified: number }>('POST', '/__test/device', {
    device,
    verified_uid: String(displayUid),
  });
  if (data.verified !== 1) throw new Error(`the server did not verify ${displayUid} for device ${device}`);
}

/** The device's orders as the server's database holds them, latest first. */
export async function ordersOf(device: string): Promise<OrderRow[]> {
  return (await call<TestOrders>('GET', `/__test/orders?device=${device}`)).orders;
}
