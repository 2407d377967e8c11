import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// axe-core once per distinct page state in a run. The guarantee
// stays the same: no page, dialog, popup or toast the suite reaches ships with a serious or critical finding.
// What changes is that a state already analysed and found clean is not analysed again by the next test that
// reaches it. A state is named by what axe would see differ, not by the test that reached it: the path, the
// width class (phone or PC layout), the theme, every open overlay (its role and accessible name) and every
// element with a test id that is on screen. A state with a finding is never cached: every test that reaches
// it fails.

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What `checkA11y()` checks when given nothing: every open dialog, popup, alert and toast. */
export const OPEN_OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]';

/** One folder per run, shared by its workers (the config names the run in E2E_RUN_ID). */
function cacheDir(): string | null {
  if (process.env.E2E_AXE_CACHE === '0') return null;
  const run = process.env.E2E_RUN_ID;
  return run ? path.join(os.tmpdir(), `topup-e2e-axe-${run}`) : null;
}

/** Removes the run's cache (the run's global teardown). */
export function clearAxeCache(): void {
  const dir = cacheDir();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/** The page state axe is about to analyse, as text (computed in the page: nothing is changed). */
async function stateOf(page: Page, include: string | undefined, overlays: string): Promise<string> {
  return page.evaluate(
    ([scope, overlaySelector]) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const nameOf = (el: Element) => {
        const label = el.getAttribute('aria-label');
        if (label) return label;
        const ids = el.getAttribute('aria-labelledby');
        if (ids) {
          return ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ');
        }
        return el.getAttribute('data-testid') ?? '';
      };
      const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
      const testIds = new Set<string>();
      for (const root of roots) {
        for (const el of [root, ...root.querySelectorAll('[data-testid]')]) {
          const id = el.getAttribute('data-testid');
          if (id && visible(el)) testIds.add(id);
        }
      }
      const open = [...document.querySelectorAll(overlaySelector)]
        .filter(visible)
        .map((el) => `${el.getAttribute('role')}:${nameOf(el)}`)
        .sort();
      const html = document.documentElement;
      return JSON.stringify({
        scope: roots.map((el) => `${el.tagName}:${el.getAttribute('role') ?? ''}:${nameOf(el)}`),
        path: location.pathname,
        layout: window.innerWidth > 800 ? 'pc' : 'phone',
        theme: `${html.className}|${html.getAttribute('data-theme') ?? ''}`,
        open,
        testIds: [...testIds].sort(),
      });
    },
    [include ?? null, overlays] as const,
  );
}

async function analyse(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export interface AxeRun {
  findings: string[];
  /** True when this state was already analysed clean earlier in the run. */
  cached: boolean;
}

/**
 * The serious and critical findings on the page (or on the part `include` selects), analysed only when this
 * state was not already found clean in this run.
 */
export async function axeFindings(page: Page, include?: string): Promise<AxeRun> {
  const dir = cacheDir();
  const state = await stateOf(page, include, OPEN_OVERLAYS);
  const file = dir && path.join(dir, createHash('sha1').update(state).digest('hex'));
  if (file && fs.existsSync(file)) return { findings: [], cached: true };
  const findings = await analyse(page, include);
  if (file && findings.length === 0) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, `${state}\n`);
  }
  return { findings, cached: false };
}
