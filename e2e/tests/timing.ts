import type { APIRequestContext, TestInfo } from '@playwright/test';

// Where a test's time goes: the fixture adds up its page loads
// (goto or reload until the page's title shows), its axe-core runs and its own calls to the server, and
// attaches them to the test; the timings reporter (e2e/reporters/timings.ts) adds the fixtures' set-up and
// tear-down from Playwright's own steps and prints the slowest tests and each project's total.

export const TIMINGS_ATTACHMENT = 'topup-timings';

export interface TestTimings {
  /** Page loads: goto and reload, until the page shows its title. */
  navMs: number;
  navCount: number;
  /** axe-core analyses actually run, and the states found already analysed clean in this run. */
  axeMs: number;
  axeRuns: number;
  axeCached: number;
  /** The test's own calls to the server (test-mode routes, API checks). */
  serverMs: number;
  serverCalls: number;
}

export const emptyTimings = (): TestTimings => ({
  navMs: 0,
  navCount: 0,
  axeMs: 0,
  axeRuns: 0,
  axeCached: 0,
  serverMs: 0,
  serverCalls: 0,
});

export async function attachTimings(testInfo: TestInfo, timings: TestTimings): Promise<void> {
  await testInfo.attach(TIMINGS_ATTACHMENT, {
    body: JSON.stringify(timings),
    contentType: 'application/json',
  });
}

const TIMED = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;

/** The same request context, each call timed into `timings`. */
export function timedRequest(request: APIRequestContext, timings: TestTimings): APIRequestContext {
  for (const name of TIMED) {
    const call = request[name].bind(request) as (...args: unknown[]) => Promise<unknown>;
    (request as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await call(...args);
      } finally {
        timings.serverMs += performance.now() - start;
        timings.serverCalls += 1;
      }
    };
  }
  return request;
}
