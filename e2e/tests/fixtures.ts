import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { secretsSent, watchAnalytics, type AnalyticsWatch } from './analyticsGuard';
import { axeFindings, OPEN_OVERLAYS } from './axe';
import { markMadeUp, newContractWatch, watchContract, type ContractWatch } from './contractGuard';
import { BASE_EXPECT_MS, BASE_TEST_MS, CPU_SLOWDOWN, limit } from './limits';
import { attachTimings, emptyTimings, timedRequest, type TestTimings } from './timing';

// The fixture every spec uses. A test fails on:
// - any Content-Security-Policy violation in any page of its context,
// - any uncaught page error,
// - any console error it did not declare with `guard.allowConsoleError(/…/)`,
// - any API call of its pages, or any answer they read, that the API contract (server/openapi.json) does not
//   describe (contractGuard.ts),
// - any serious or critical axe-core finding (WCAG 2.2 A and AA) on a page it loads with goto or reload,
//   or in a dialog, popup or toast it checks with `guard.checkA11y()`.
// Later features call `guard.checkA11y()` on each dialog they add. axe-core runs once per distinct page
// state in a run (axe.ts): a state already found clean is not analysed again.
// Time limits come from limits.ts (scaled for the machine); where each test's time goes is attached for the
// timings reporter (timing.ts).

/** `expect`, waiting up to this run's scaled limit for a state. */
export const expect = baseExpect.configure({ timeout: limit(BASE_EXPECT_MS) });

export { CPU_SLOWDOWN, limit };
export { OPEN_OVERLAYS, WCAG_TAGS } from './axe';

export interface Guard {
  /** A console error this test provokes on purpose (a remote it blocks, a 503 it switches on). */
  allowConsoleError(pattern: RegExp): void;
  /** axe-core on part of the page (a selector or locator), or on every open overlay when none is given. */
  checkA11y(scope?: string | Locator): Promise<void>;
  /** Stops the automatic axe run after page loads for the rest of this test (it checks something else). */
  skipAxeOnLoad(): void;
  /**
   * The server's answers are broken on purpose in this test (the fault switch): they are not held to the
   * API contract. The pages' requests still are.
   */
  allowBrokenAnswers(): void;
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

/** Waits for the page to show its title (the remote has rendered), without failing when it never does. */
async function settled(page: Page): Promise<void> {
  await page
    .locator('main h1')
    .first()
    .waitFor({ state: 'visible', timeout: limit(10_000) })
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
  /** axe-core on the page or a part of it, through the run's cache; set by the page fixture. */
  axe: (include: string | undefined, what: string) => Promise<void>;
}

/**
 * How many times slower Chromium's CPU runs (the DevTools protocol's Emulation.setCPUThrottlingRate), for
 * every page of every test: `E2E_CPU_SLOWDOWN=4 npm run test:e2e` is the suite on a machine four times
 * slower (limits.ts). 1 (the default) leaves the CPU alone.
 */
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
  timings: TestTimings;
  contract: ContractWatch;
}>({
  cpuSlowdown: [CPU_SLOWDOWN, { option: true }],

  // every test: its limit scaled for this machine, and where its time went attached for the reporter
  timings: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide, testInfo) => {
      testInfo.setTimeout(limit(BASE_TEST_MS));
      const timings = emptyTimings();
      await provide(timings);
      await attachTimings(testInfo, timings);
    },
    { auto: true },
  ],

  request: async ({ request, timings }, provide) => {
    await provide(timedRequest(request, timings));
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  guardState: async ({}, provide) => {
    await provide({
      problems: [],
      allowed: [],
      expectedCsp: [],
      axeOnLoad: true,
      axe: async () => {
        throw new Error('axe-core needs the page fixture');
      },
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  analytics: async ({}, provide) => {
    await provide({ events: [], requests: [], known: new Set() });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  contract: async ({}, provide) => {
    await provide(newContractWatch());
  },

  context: async ({ context, guardState, cpuSlowdown, analytics, contract }, provide) => {
    // every analytics event any page of the test sends, and the secrets its other requests carried
    context.on('request', (r) => watchAnalytics(analytics, r));
    // every API call of every page, against the contract; answers a test makes up itself are not checked
    watchContract(context, contract);
    const contextRoute = context.route.bind(context);
    context.route = (url, handler, options) => contextRoute(url, markMadeUp(contract, handler), options);
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
  page: async ({ page, guardState, cpuSlowdown, analytics, timings, contract }, provide) => {
    await slowDown(page, cpuSlowdown);
    const pageRoute = page.route.bind(page);
    page.route = (url, handler, options) => pageRoute(url, markMadeUp(contract, handler), options);
    const axe = async (include: string | undefined, what: string) => {
      const start = performance.now();
      const run = await axeFindings(page, include);
      if (run.cached) {
        timings.axeCached += 1;
      } else {
        timings.axeRuns += 1;
        timings.axeMs += performance.now() - start;
      }
      expect(run.findings, what).toEqual([]);
    };
    guardState.axe = axe;
    const load = async <T>(navigate: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const response = await navigate();
      if (guardState.axeOnLoad && !page.isClosed()) await settled(page);
      timings.navMs += performance.now() - start;
      timings.navCount += 1;
      if (guardState.axeOnLoad && !page.isClosed()) await axe(undefined, `axe-core on ${page.url()}`);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (...args) => load(() => goto(...args));
    page.reload = (...args) => load(() => reload(...args));

    await provide(page);

    expect(secretsSent(analytics), 'analytics events that carry a secret').toEqual([]);
    await Promise.all(contract.pending);
    expect(
      contract.problems,
      'API calls and answers the contract (server/openapi.json) does not describe',
    ).toEqual([]);
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

  guard: async ({ page, guardState, contract }, provide) => {
    await provide({
      allowConsoleError: (pattern) => guardState.allowed.push(pattern),
      allowBrokenAnswers: () => {
        contract.brokenAnswersAllowed = true;
      },
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
          await guardState.axe(selector, `axe-core on ${selector}`);
          return;
        }
        const target = (scope as Locator).first();
        await expect(target).toBeVisible();
        const marker = `axe-scope-${Date.now()}`;
        await target.evaluate((el, m) => el.setAttribute('data-axe-scope', m), marker);
        try {
          await guardState.axe(`[data-axe-scope="${marker}"]`, 'axe-core on the given part');
        } finally {
          await target.evaluate((el) => el.removeAttribute('data-axe-scope')).catch(() => undefined);
        }
      },
    });
  },
});
