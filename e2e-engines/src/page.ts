import fs from 'node:fs';
import type { TestEvent } from '../../server/src/static/testRecorder';
import type { EnginePage } from './engine';
import { waitFor } from './wait';

// What the tests do in a page, in both engines: the in-page helpers of inPage.js, called by name, and the
// engine's own clicks and typing on what they mark.

const IN_PAGE = fs.readFileSync(new URL('./inPage.js', import.meta.url), 'utf8');

export type { TestEvent };

export interface Snapshot {
  href: string;
  dialogs: string[];
  statuses: string[];
  alerts: string[];
  headings: string[];
  testIds: string[];
}

/** Calls an in-page helper of inPage.js. */
export function inPage<T>(page: EnginePage, name: string, ...args: unknown[]): Promise<T> {
  return page.evaluate<T>(
    `(function () {\n${IN_PAGE}\nreturn enginesInPage(${JSON.stringify(name)}, ${JSON.stringify(args)});\n})()`,
  );
}

export const snapshot = (page: EnginePage) => inPage<Snapshot>(page, 'snapshot');
export const describePage = (page: EnginePage) => async () => JSON.stringify(await snapshot(page), null, 1);

export async function pathOf(page: EnginePage): Promise<string> {
  return (await inPage<{ path: string }>(page, 'location')).path;
}

/** Waits until the page is at this path (a new document may still be loading: the probe is retried). */
export async function waitForPath(page: EnginePage, what: string, pathname: string | RegExp): Promise<void> {
  await waitFor(
    `${what} (${String(pathname)})`,
    async () => {
      const current = await pathOf(page);
      return typeof pathname === 'string' ? current === pathname : pathname.test(current);
    },
    { describe: async () => `at ${await pathOf(page).catch(() => '(no document)')}` },
  );
}

/** Waits for an element an in-page `mark*` helper finds, then clicks it with the engine's pointer. */
export async function press(page: EnginePage, what: string, helper: string, ...args: unknown[]) {
  const selector = await waitFor(`${what} to be shown`, () => inPage<string | null>(page, helper, ...args), {
    describe: describePage(page),
  });
  await page.click(selector);
}

/** Types into the field with this label, with the engine's keyboard, and waits for the value it should show. */
export async function typeInto(page: EnginePage, label: string, text: string, shows = text) {
  const selector = await waitFor(
    `the field «${label}»`,
    () => inPage<string | null>(page, 'markField', label),
    {
      describe: describePage(page),
    },
  );
  await page.type(selector, text);
  await waitFor(
    `«${label}» to read ${shows}`,
    async () => (await inPage<string | null>(page, 'fieldValue', label)) === shows,
    { describe: async () => `it reads ${await inPage<string | null>(page, 'fieldValue', label)}` },
  );
}

/** What the test-mode recorder of the current document holds; fails when the page has no recorder. */
export async function recorded(page: EnginePage): Promise<TestEvent[]> {
  const events = await inPage<TestEvent[] | null>(page, 'events');
  if (!events) {
    throw new Error(
      `${await pathOf(page)} has no test recorder: is the server in test mode (TOPUP_TEST_MODE=1)?`,
    );
  }
  return events;
}

/** The errors, failed resources, unhandled rejections and CSP violations the document recorded. */
export async function problems(page: EnginePage): Promise<TestEvent[]> {
  return (await recorded(page)).filter((e) => e.type !== 'pageshow');
}
