import { expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { SCREENS } from './pages';

// Every page passes axe-core's WCAG A/AA rules with no serious or critical violation.
const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

for (const path of SCREENS) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } })
        .axe;
      return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    });
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
