// spec 02 §4 / §9: the page view id ties a payment to the page that started it. It is built from a
// prefix, the device id and the creation time, and is renewed when it is older than 20 minutes or when
// the server says the page's payment has finished.

export const PAGE_VIEW_ID_REFRESH_MS = 20 * 60 * 1000;

/**
 * True when a new page view id is due. A missing or unreadable creation time, or one in the future
 * (the clock moved back), also renews: an id of unknown age must not outlive the 20 minutes.
 * Exactly 20 minutes old is not yet "older than" 20 minutes.
 */
export function shouldRenewPageViewId(
  createdAt: number | null | undefined,
  now: number,
  paymentFinished: boolean,
): boolean {
  if (paymentFinished) return true;
  if (createdAt === null || createdAt === undefined || !Number.isFinite(createdAt)) return true;
  if (createdAt > now) return true;
  return now - createdAt > PAGE_VIEW_ID_REFRESH_MS;
}

export function makePageViewId(prefix: string, deviceId: string, now: number): string {
  return `${prefix}-${deviceId}-${Math.trunc(now)}`;
}

/**
 * The device id inside a page view id (prefix, device id, time), or null when it has none: the server
 * looks up a page view's orders among its device's.
 */
export function deviceOfPageViewId(pageViewId: string): string | null {
  return /-([0-9a-f]{32})-[0-9]+$/.exec(pageViewId)?.[1] ?? null;
}
