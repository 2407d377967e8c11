import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue "Guard rails", zoom (WCAG 1.4.4): in an ordinary browser pinch zoom stays and only the double-tap
// zoom is off; inside the app shell the webview's rules apply (spec 02 §2: two-finger touch and a second
// tap within 300 ms blocked, no zoom).
test.use({ hasTouch: true });

/** Dispatches touch events and tells which the page cancelled. */
function gestures(page: Page) {
  return page.evaluate(async () => {
    const target = document.querySelector('main') ?? document.body;
    const touch = (id: number) => new Touch({ identifier: id, target, clientX: 20 + id, clientY: 40 });
    const fire = (type: string, touches: Touch[]) => {
      const e = new TouchEvent(type, { touches, changedTouches: touches, cancelable: true, bubbles: true });
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    const twoFingers = fire('touchstart', [touch(1), touch(2)]);
    fire('touchend', []);
    await new Promise((r) => setTimeout(r, 120));
    const secondTap = fire('touchend', []);
    return { twoFingers, secondTap };
  });
}

const viewport = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');

test('in a browser pinch zoom is allowed and only double-tap zoom is off', async ({ page }) => {
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  const content = await viewport(page);
  expect(content).not.toMatch(/user-scalable|maximum-scale/);
  expect(await page.evaluate(() => getComputedStyle(document.body).touchAction)).toBe('manipulation');
  expect(await gestures(page)).toEqual({ twoFingers: false, secondTap: false });
});

test('inside the app shell zoom is off, two-finger touch and a fast second tap are blocked', async ({
  page,
}) => {
  await page.goto('/pay?platform=android&version_code=30600');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  expect(await viewport(page)).toMatch(/maximum-scale=1, user-scalable=no/);
  expect(await gestures(page)).toEqual({ twoFingers: true, secondTap: true });
});
