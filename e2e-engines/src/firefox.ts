import puppeteer, { type Page } from 'puppeteer-core';
import { BASE_URL, FIREFOX_PATH, LOAD_TIMEOUT, STATE_TIMEOUT, VIEWPORT } from './config';
import type { EnginePage } from './engine';

// Firefox over WebDriver BiDi (puppeteer-core drives the installed Firefox; it downloads no browser).

/**
 * The browser's Back as WebDriver BiDi says it (browsingContext.traverseHistory). Not page.goBack(): it also
 * waits for a navigation event, which Firefox does not send when it restores the page from its back-forward
 * cache, so it times out. The tests wait for the page they expect instead.
 */
async function traverseHistory(page: Page, delta: number): Promise<void> {
  const context = (page.mainFrame() as unknown as { browsingContext?: { traverseHistory?: unknown } })
    .browsingContext;
  if (typeof context?.traverseHistory !== 'function') {
    throw new Error('this puppeteer-core has no BiDi browsing context to traverse the history of');
  }
  await (context.traverseHistory as (d: number) => Promise<void>).call(context, delta);
}

export async function openFirefox(): Promise<EnginePage> {
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: VIEWPORT,
      timeout: LOAD_TIMEOUT,
      // engine.ts closes the browser when the test process is stopped
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    .catch((e: unknown) => {
      throw new Error(
        `Firefox did not start from ${FIREFOX_PATH} (apt-get install firefox-esr, or set FIREFOX_PATH): ${String(e)}`,
      );
    });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(STATE_TIMEOUT);
  page.setDefaultNavigationTimeout(LOAD_TIMEOUT);
  return {
    engine: 'firefox',
    async goto(pathname) {
      await page.goto(`${BASE_URL}${pathname}`, { waitUntil: 'load' });
    },
    async back() {
      await traverseHistory(page, -1);
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async close() {
      await browser.close();
    },
  };
}
