import type { Page } from '@playwright/test';
import { rootFontSizePx } from '../../shared/domain/layout';
import { expect } from './fixtures';
import { textProblems } from './textChecks';

// Text at twice its size (WCAG 2.2 1.4.4 Resize Text, 1.4.12 Text Spacing; README "Text size"). A page is
// loaded once on a 360 px phone and checked in place, each way taken off again after:
//  - WCAG's text-spacing stylesheet (line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word
//    spacing 0.16em), added as a constructed stylesheet (the page's CSP takes no inline style element);
//  - every text at 200 %, the two ways engines zoom text alone, by doubling each element's computed font
//    size in place (an inline style): the app webview's text zoom (Android's font scale; as far as we read
//    Blink, its text autosizer multiplies each text's computed size and no other length), where the root's
//    size and so every length in rem stay; and Firefox's text-only zoom, which doubles the root's size too,
//    so lengths in rem grow with the text while lengths in pixels do not.
// Then the browser's default font size becomes 32 px (the DevTools protocol's Page.setFontSizes: a desktop
// browser's font-size setting) and the window a PC's, 1280 px: the page reloads itself on crossing 800 px
// (spec 02 §2), and the new document reads the new default. A document reads it when it is made (Chromium
// restyles nothing already drawn when it changes), so that is the one reload. At that size the root must be
// spec 02 §9's size times two, every text twice its size, and nothing lost.
// In each: no text cut by a box that hides its overflow, no word broken inside itself, no control out of
// reach or under another, no sideways scroll of the page (textChecks.ts).

export const PHONE = { width: 360, height: 760 };
export const PC = { width: 1280, height: 800 };

/** Chromium's default font sizes (standard, fixed) at twice their size. */
const LARGE_DEFAULT_FONTS = { standard: 32, fixed: 26 };

/** WCAG 2.2's text-spacing values (1.4.12), as its bookmarklet applies them. */
export const TEXT_SPACING_CSS = `
*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-block-end: 2em !important; }
`;

/** The page's width. */
const widthOf = (page: Page) => page.evaluate(() => window.innerWidth);

/** Nothing lost: the page (or its open dialog) as textChecks.ts reads it. */
export async function expectNothingLost(page: Page, what: string): Promise<void> {
  expect(await textProblems(page), `${what}: text cut, words broken, controls out of reach`).toEqual([]);
}

/** The page's fonts and images in, so that what is measured is what the user sees. */
async function drawn(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

const addTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);

const removeTextSpacing = (page: Page) =>
  page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });

/** Doubles every element's computed font size (text-only zoom), the root's only when `root`. */
const doubleEveryText = (page: Page, root: boolean) =>
  page.evaluate((withRoot) => {
    const els = [...document.querySelectorAll<HTMLElement>(withRoot ? 'html, body, body *' : 'body, body *')];
    const sizes = els.map((el) => parseFloat(getComputedStyle(el).fontSize));
    els.forEach((el, i) => {
      el.dataset.tpZoom = `${el.style.getPropertyValue('font-size')}|${el.style.getPropertyPriority('font-size')}`;
      el.style.setProperty('font-size', `${sizes[i]! * 2}px`, 'important');
    });
  }, root);

const undoDoubleEveryText = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-tp-zoom]')) {
      const [value, priority] = (el.dataset.tpZoom ?? '|').split('|');
      if (value) el.style.setProperty('font-size', value, priority);
      else el.style.removeProperty('font-size');
      delete el.dataset.tpZoom;
    }
  });

/** Every text at 200 %, as the webview and as Firefox zoom text alone, each checked and taken off again. */
export async function checkTextZoom(page: Page, what: string): Promise<void> {
  await drawn(page);
  const width = await widthOf(page);
  for (const [root, how] of [
    [false, 'every text at 200 % (the webview)'],
    [true, 'every text and the root at 200 % (Firefox)'],
  ] as const) {
    await doubleEveryText(page, root);
    await expectNothingLost(page, `${what}, ${how}, ${width} px`);
    await undoDoubleEveryText(page);
  }
}

/** On the phone: WCAG's text spacing, then every text at 200 %, each checked and taken off again. */
export async function checkOnPhone(page: Page, what: string): Promise<void> {
  await drawn(page);
  await addTextSpacing(page);
  await expectNothingLost(page, `${what}, text spacing, ${await widthOf(page)} px`);
  await removeTextSpacing(page);
  await checkTextZoom(page, what);
}

/** Waits for the page's own reload (a load it starts itself), until it shows its title again. */
async function reloaded(page: Page, start: () => Promise<unknown>): Promise<void> {
  const load = page.waitForEvent('load');
  await start();
  await load;
  await expect(page.locator('main h1')).toBeVisible();
}

/** The window a PC's, 1280 px: the page reloads itself across 800 px (spec 02 §2). */
export const widenToPc = (page: Page) => reloaded(page, () => page.setViewportSize(PC));

/**
 * The browser's default font size at 32 px, and the window a PC's. A document reads the default font size
 * when it is made, so the page is reloaded: by itself when the window crosses 800 px (spec 02 §2), else by
 * the test. Returns once the page shows its title again.
 */
export async function reloadAsLargeTextPc(page: Page): Promise<void> {
  // the setting lasts as long as its DevTools session: that session stays open until the page closes
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: LARGE_DEFAULT_FONTS });
  if ((await widthOf(page)) === PC.width) await reloaded(page, () => page.evaluate(() => location.reload()));
  else await widenToPc(page);
}

/** The texts (their elements) whose size now is under twice their size for a user at 16 px. */
const textsNotDoubled = (page: Page) =>
  page.evaluate(() => {
    const els = [...document.querySelectorAll('body *')].filter(
      (el) =>
        el.getClientRects().length > 0 &&
        [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
    );
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const now = els.map(size);
    // the user at 16 px: the size the page's head script would have set (host/src/shell/textScale.js)
    const root = document.documentElement;
    const scale = root.style.getPropertyValue('--tp-text-scale');
    root.style.setProperty('--tp-text-scale', '1');
    const usual = els.map(size);
    if (scale) root.style.setProperty('--tp-text-scale', scale);
    else root.style.removeProperty('--tp-text-scale');
    const short: string[] = [];
    els.forEach((el, i) => {
      if (now[i]! < usual[i]! * 2 - 0.5)
        short.push(
          `«${(el.textContent ?? '').trim().slice(0, 30)}» ${el.tagName.toLowerCase()} ${usual[i]}px → ${now[i]}px`,
        );
    });
    return short;
  });

/** At a default font size of 32 px: the root at twice spec 02 §9's size, every text doubled, nothing lost. */
export async function checkRootDoubled(page: Page, what: string): Promise<void> {
  await drawn(page);
  const { width, root } = await page.evaluate(() => ({
    width: window.innerWidth,
    root: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));
  expect(root, `${what}: the root font size at a default font size of 32 px`).toBeCloseTo(
    rootFontSizePx(width, LARGE_DEFAULT_FONTS.standard),
    1,
  );
  expect(await textsNotDoubled(page), `${what}: texts under 200 % at a default font size of 32 px`).toEqual(
    [],
  );
  await expectNothingLost(page, `${what}, root at 200 %, ${PC.width} px`);
}
