import { chromium, type FullConfig } from '@playwright/test';
import { clearAxeCache } from './tests/axe';

// The run's calibration: before any test, open /pay three times
// in this machine's Chromium and time how long it takes to mark content-ready (the page's own mark: tiers
// listed, account field taking input). Against the figure on the machine the limits' bases were set on, this
// gives the machine's factor (never below 1), which scales every time limit of the run (tests/limits.ts).
// E2E_MACHINE_FACTOR set by hand skips the measure.

/** Median /pay content-ready on the reference machine (2 cores, quiet, warm server), ms. */
export const REFERENCE_READY_MS = 650;

async function contentReadyMs(baseURL: string, launchOptions: object): Promise<number[]> {
  const browser = await chromium.launch(launchOptions);
  try {
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const context = await browser.newContext({ baseURL, locale: 'ar' });
      const page = await context.newPage();
      await page.goto('/pay');
      const handle = await page.waitForFunction(
        () => performance.getEntriesByName('content-ready', 'mark')[0]?.startTime,
        undefined,
        { timeout: 120_000 },
      );
      times.push(Number(await handle.jsonValue()));
      await context.close();
    }
    // the first load warms the server and the disk cache: not counted
    return times.slice(1);
  } finally {
    await browser.close();
  }
}

export default async function calibrate(config: FullConfig): Promise<() => void> {
  const teardown = () => clearAxeCache();
  if (process.env.E2E_MACHINE_FACTOR) {
    console.log(`time limits: machine factor ${process.env.E2E_MACHINE_FACTOR} (set by hand)`);
    return teardown;
  }
  const use = config.projects[0]?.use ?? {};
  const baseURL = use.baseURL ?? 'http://localhost:8787';
  const times = await contentReadyMs(baseURL, use.launchOptions ?? {});
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const factor = Math.min(8, Math.max(1, median / REFERENCE_READY_MS));
  process.env.E2E_MACHINE_FACTOR = factor.toFixed(2);
  console.log(
    `time limits: /pay content-ready in ${Math.round(median)} ms here (${times.map(Math.round).join(', ')}; ` +
      `${REFERENCE_READY_MS} ms on the reference machine): limits ×${factor.toFixed(2)}` +
      (Number(process.env.E2E_CPU_SLOWDOWN || 1) > 1
        ? `, ×${process.env.E2E_CPU_SLOWDOWN} for the slowed CPU`
        : ''),
  );
  return teardown;
}
