import type { Page } from '@playwright/test';
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
