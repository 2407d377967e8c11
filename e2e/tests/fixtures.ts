import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { secretsSent, watchAnalytics, type AnalyticsWatch } from './analyticsGuard';

// The fixture every spec uses (issue "Guard rails"). A test fails on:
// - any Content-Security-Policy violation in any page of its context,
// - any uncaught page error,
// - any console error it did not declare with `guard.allowConsoleError(/…/)`,
// - any serious or critical axe-core finding (WCAG 2.2 A and AA) on a page it loads with goto or reload,
//   or in a dialog, popup or toast it checks with `guard.checkA11y()`.
// Later features call `guard.checkA11y()` on each dialog they add.

export { expect };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What `checkA11y()` checks when given nothing: every open dialog, popup, alert and toast. */
export const OPEN_OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]';

export interface Guard {
  /** A console error this test provokes on purpose (a remote it blocks, a 503 it switches on). */
  allowConsoleError(pattern: RegExp): void;
  /** axe-core on part of the page (a selector or locator), or on every open overlay when none is given. */
  checkA11y(scope?: string | Locator): Promise<void>;
  /** Stops the automatic axe run after page loads for the rest of this test (it checks something else). */
  skipAxeOnLoad(): void;
  /**
   * Only for tests of the policy itself: a violation this test provokes on purpose. It must happen (the
   * test fails at its end otherwise), and the CSP violations recorded so far are returned by `violations()`.
   */
  expectCspViolation(pattern: RegExp): void;
  violations(): string[];
}

interface Problem {
  kind: 'csp' | 'pageerror' | 'console';
  text: string;
  url: string;
}

interface Violation {
  'violated-directive': string;
  'blocked-uri': string;
  'source-file': string;
  sample: string;
}

async function axeFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits for the page to show its title (the remote has rendered), without failing when it never does. */
async function settled(page: Page): Promise<void> {
  await page
    .locator('main h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
}

function watch(page: Page, problems: Problem[]): void {
  page.on('pageerror', (e) => problems.push({ kind: 'pageerror', text: e.message, url: page.url() }));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ kind: 'console', text: m.text(), url: page.url() });
  });
}

interface GuardState {
  problems: Problem[];
  allowed: RegExp[];
  expectedCsp: RegExp[];
  axeOnLoad: boolean;
}

/**
 * How many times slower Chromium's CPU runs (the DevTools protocol's Emulation.setCPUThrottlingRate), for
 * every page of every test: `E2E_CPU_SLOWDOWN=4 npm run test:e2e` is the suite on a machine four times
 * slower. 1 (the default) leaves the CPU alone.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN || 1));

async function slowDown(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export const test = base.extend<{
  guard: Guard;
  guardState: GuardState;
  cpuSlowdown: number;
  analytics: AnalyticsWatch;
}>({
  cpuSlowdown: [CPU_SLOWDOWN, { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  guardState: async ({}, provide) => {
    await provide({ problems: [], allowed: [], expectedCsp: [], axeOnLoad: true });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  analytics: async ({}, provide) => {
    await provide({ events: [], requests: [], known: new Set() });
  },

  context: async ({ context, guardState, cpuSlowdown, analytics }, provide) => {
    // every analytics event any page of the test sends, and the secrets its other requests carried
    context.on('request', (r) => watchAnalytics(analytics, r));
    // every page of the test, a second tab too, runs on the slowed CPU
    context.on('page', (p) => void slowDown(p, cpuSlowdown).catch(() => undefined));
    await context.exposeBinding('__topupCspViolation', ({ page }, v: Violation) => {
      guardState.problems.push({
        kind: 'csp',
        text: `${v['violated-directive']} blocked ${v['blocked-uri'] || 'inline'} (${v['source-file']}) ${v.sample}`,
        url: page.url(),
      });
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __topupCspViolation?: (v: object) => void })
          .__topupCspViolation;
        report?.({
          'violated-directive': e.violatedDirective,
          'blocked-uri': e.blockedURI,
          'source-file': e.sourceFile,
          sample: e.sample,
        });
      });
    });
    for (const p of context.pages()) watch(p, guardState.problems);
    context.on('page', (p) => watch(p, guardState.problems));
    await provide(context as BrowserContext);
  },

  // every test's page: axe after each goto and reload, and the clean-run check when the test ends
  page: async ({ page, guardState, cpuSlowdown, analytics }, provide) => {
    await slowDown(page, cpuSlowdown);
    const checkLoad = async () => {
      if (!guardState.axeOnLoad || page.isClosed()) return;
      await settled(page);
      expect(await axeFindings(page), `axe-core on ${page.url()}`).toEqual([]);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await checkLoad();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await checkLoad();
      return response;
    };

    await provide(page);

    expect(secretsSent(analytics), 'analytics events that carry a secret').toEqual([]);
    const csp = guardState.problems.filter((p) => p.kind === 'csp').map((p) => p.text);
    for (const re of guardState.expectedCsp) {
      expect(
        csp.some((t) => re.test(t)),
        `an expected CSP violation ${re} did not happen`,
      ).toBe(true);
    }
    const declared = (p: Problem) =>
      (p.kind === 'console' && guardState.allowed.some((re) => re.test(p.text))) ||
      (p.kind === 'csp' && guardState.expectedCsp.some((re) => re.test(p.text))) ||
      // the console line Chromium writes for a violation the test provokes on purpose
      (p.kind === 'console' && guardState.expectedCsp.length > 0 && /Content Security Policy/.test(p.text));
    const unexpected = guardState.problems.filter((p) => !declared(p));
    expect(
      unexpected.map((p) => `${p.kind}: ${p.text} @ ${p.url}`),
      'CSP violations, page errors and undeclared console errors',
    ).toEqual([]);
  },

  guard: async ({ page, guardState }, provide) => {
    await provide({
      allowConsoleError: (pattern) => guardState.allowed.push(pattern),
      skipAxeOnLoad: () => {
        guardState.axeOnLoad = false;
      },
      expectCspViolation: (pattern) => guardState.expectedCsp.push(pattern),
      violations: () => guardState.problems.filter((p) => p.kind === 'csp').map((p) => p.text),
      async checkA11y(scope) {
        const selector = scope === undefined ? OPEN_OVERLAYS : typeof scope === 'string' ? scope : undefined;
        if (selector !== undefined) {
          // checking nothing would pass vacuously
          await expect(page.locator(selector).first(), `nothing open matches ${selector}`).toBeVisible();
          expect(await axeFindings(page, selector), `axe-core on ${selector}`).toEqual([]);
          return;
        }
        const target = (scope as Locator).first();
        await expect(target).toBeVisible();
        const marker = `axe-scope-${Date.now()}`;
        await target.evaluate((el, m) => el.setAttribute('data-axe-scope', m), marker);
        try {
          expect(
            await axeFindings(page, `[data-axe-scope="${marker}"]`),
            'axe-core on the given part',
          ).toEqual([]);
        } finally {
          await target.evaluate((el) => el.removeAttribute('data-axe-scope')).catch(() => undefined);
        }
      },
    });
  },
});
