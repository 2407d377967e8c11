import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Zoom (WCAG 1.4.4): in an ordinary browser pinch zoom stays and only the double-tap
// zoom is off; inside the app shell the webview's rules apply (spec 02 §2: two-finger touch and a second
// tap within 300 ms blocked, no zoom).
test.use({ hasTouch: true });

/**
 * Dispatches touch events and tells which the page cancelled. The page judges a second tap by the events'
 * own time stamps, which are set when an event is made: the two tap ends are made 120 ms apart (a quick
 * second tap, inside the 300 ms) before either is sent, and made again if a busy machine stretched the gap
 * past 300 ms, so how fast the test runs never decides the outcome.
 */
function gestures(page: Page) {
  return page.evaluate(() => {
    const target = document.querySelector('main') ?? document.body;
    const touch = (id: number) => new Touch({ identifier: id, target, clientX: 20 + id, clientY: 40 });
    const make = (type: string, touches: Touch[]) =>
      new TouchEvent(type, { touches, changedTouches: touches, cancelable: true, bubbles: true });
    const fire = (e: TouchEvent) => {
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    let first: TouchEvent;
    let second: TouchEvent;
    do {
      first = make('touchend', []);
      const start = performance.now();
      while (performance.now() - start < 120) {
        // a quick second tap: 120 ms later
      }
      second = make('touchend', []);
    } while (second.timeStamp - first.timeStamp >= 300);
    const twoFingers = fire(make('touchstart', [touch(1), touch(2)]));
    fire(first);
    const secondTap = fire(second);
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
  // the app shell's rules load on demand, after the page's start-up
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /maximum-scale=1, user-scalable=no/,
  );
  expect(await gestures(page)).toEqual({ twoFingers: true, secondTap: true });
});
