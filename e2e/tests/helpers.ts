import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** Every page is Arabic and right-to-left. */
export async function expectArabicRtl(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The page's own title (its h1 inside the host layout). */
export function pageTitle(page: Page) {
  return page.locator('main h1');
}

/** Collects the URLs of every response the page receives. */
export function collectResponses(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (r) => urls.push(r.url()));
  return urls;
}

/**
 * Stops the page's installed clock (page.clock.install) a moment from now, and says when. The moment is
 * read from the page and the pause is asked for after it, so on a busy machine the page's clock may already
 * have passed it: then it asks again a little further on, instead of failing with "Cannot fast-forward to
 * the past" (a race with the wall clock).
 */
export async function pauseClockSoon(page: Page, aheadMs = 100): Promise<number> {
  for (let margin = aheadMs; ; margin *= 2) {
    const at = await page.evaluate((m) => Date.now() + m, margin);
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (e) {
      if (!/to the past/.test(String(e)) || margin >= 60_000) throw e;
    }
  }
}

/**
 * Answers the requests `url` matches only once a request that `left` matches has left the page: had that
 * request waited for those files, the page would never render.
 */
export async function holdUntil(page: Page, url: RegExp, left: (request: Request) => boolean): Promise<void> {
  let leave = () => {};
  const gone = new Promise<void>((resolve) => (leave = resolve));
  page.on('request', (r) => {
    if (left(r)) leave();
  });
  await page.route(url, async (route) => {
    await gone;
    await route.continue();
  });
}

/**
 * Answers a remote's page code (`/remotes/<remote>/[releases/<id>/]__federation_expose_<expose>.<hash>.js`) only once a
 * request that `left` matches has left the page (the head starts of README "How the pieces fit").
 */
export const holdPageCodeUntil = (
  page: Page,
  remote: string,
  expose: string,
  left: (request: Request) => boolean,
): Promise<void> =>
  holdUntil(
    page,
    new RegExp(`/remotes/${remote}/(?:releases/[^/]+/)?__federation_expose_${expose}\\.[0-9a-f]+\\.js$`),
    left,
  );

/** Answers the host's start-up script (`/main.<hash>.js`) only once a request that `left` matches has left. */
export const holdHostScriptUntil = (page: Page, left: (request: Request) => boolean): Promise<void> =>
  holdUntil(page, /\/main\.[0-9a-f]+\.js$/, left);
