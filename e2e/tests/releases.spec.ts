import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { canaryScore } from '../../shared/domain/releases/deviceScore';
import { BASE_URL, RELEASES_DIR, REMOTES_FILE } from '../playwright.config';
import { writeBuiltFile } from './builtFiles';
import { expect, test } from './fixtures';

// With the README's commands against the served site: a page keeps the release
// it started with, a reload takes the new one, rollback, a 50 % canary by device id, and a release the
// platform does not satisfy. Runs after every other spec (its own project): it moves remote-pay.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..', '..');
const OLD_TITLE = 'سجل الشحن';
const NEW_TITLE = 'سجل عمليات الشحن';
const env = { ...process.env, REMOTES_FILE, TOPUP_RELEASES_DIR: RELEASES_DIR };

/** Runs `npm run <script> -- <args>` as the README says; returns the line it printed last. */
function npmRun(script: string, ...args: string[]): string {
  const out = execFileSync('npm', ['run', script, '--', ...args], { cwd: root, env, encoding: 'utf8' });
  return out.trim().split('\n').at(-1) ?? '';
}

/**
 * The built remote-pay with the history page's title changed: the "changed release" of the tests. As a
 * rebuild would, its manifest names the changed file's new hash (DESIGN §13: the page refuses a file whose
 * bytes its release's manifest does not vouch for).
 */
function changedBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-pay-changed-'));
  fs.cpSync(path.join(root, 'remote-pay', 'dist'), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  let changed = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(`"${OLD_TITLE}"`)) continue;
    const next = text.replaceAll(`"${OLD_TITLE}"`, `"${NEW_TITLE}"`);
    writeBuiltFile(path.join(dir, file), next);
    manifest.integrity[file] = `sha384-${crypto.createHash('sha384').update(next).digest('base64')}`;
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
  writeBuiltFile(manifestFile, JSON.stringify(manifest, null, 2));
  return dir;
}

let oldId = '';
let newId = '';
let changedDir = '';

test.beforeAll(() => {
  fs.rmSync(REMOTES_FILE, { force: true });
  changedDir = changedBuild();
});
test.afterAll(() => {
  fs.rmSync(REMOTES_FILE, { force: true }); // every remote unversioned again
  fs.rmSync(changedDir, { recursive: true, force: true });
});

const title = (page: Page) => page.getByTestId('page-recharge-list').getByRole('heading', { level: 1 });

test('a release deployed while a page is open: the page keeps its release, a reload takes the new one', async ({
  page,
}) => {
  test.slow(); // two releases, each a process copying a build: not slowed with the page's CPU
  const first = npmRun('release', 'pay', '--dir', path.join(root, 'remote-pay', 'dist'));
  oldId = /^pay: unversioned → (\S+)$/.exec(first)?.[1] ?? '';
  expect(oldId).toMatch(/^1\.0\.334-[0-9a-f]{10}$/);

  const failures: string[] = [];
  const pageChunks: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    if (r.url().includes('__federation_expose_recharge_list')) pageChunks.push(new URL(r.url()).pathname);
  });
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();

  const second = npmRun('release', 'pay', '--dir', changedDir);
  newId = /^pay: (\S+) → (\S+)$/.exec(second)?.[2] ?? '';
  expect(second).toBe(`pay: ${oldId} → ${newId}`);
  expect(newId).not.toBe(oldId);

  // the history page's code was not loaded yet: it comes from the page's own release, which still answers
  await page.locator('a[href="/recharge-list"]').first().click();
  await expect(title(page)).toHaveText(OLD_TITLE);
  // its JS and CSS, both from the old release's folder
  expect(pageChunks).toHaveLength(2);
  for (const chunk of pageChunks) expect(chunk).toContain(`/remotes/pay/releases/${oldId}/`);
  expect(failures).toEqual([]);

  await page.reload();
  await expect(title(page)).toHaveText(NEW_TITLE);
  const afterReload = pageChunks.slice(2);
  expect(afterReload.length).toBeGreaterThanOrEqual(2);
  for (const chunk of afterReload) expect(chunk).toContain(`/remotes/pay/releases/${newId}/`);
  expect(failures).toEqual([]);
});

test('rollback brings the old release back on the next load', async ({ page }) => {
  test.slow();
  await page.goto('/recharge-list');
  await expect(title(page)).toHaveText(NEW_TITLE);
  expect(npmRun('rollback', 'pay')).toBe(`pay: ${newId} → ${oldId}`);
  await expect(title(page)).toHaveText(NEW_TITLE); // this page is not moved
  await page.reload();
  await expect(title(page)).toHaveText(OLD_TITLE);
});

/** A fresh browser whose device id (the server's cookie, adopted by the page) is `id`. */
async function device(browser: Browser, id: string) {
  const context = await browser.newContext({ locale: 'ar', baseURL: BASE_URL });
  await context.addCookies([{ name: 'topup_device', value: id, url: BASE_URL }]);
  return context;
}

test('a 50 % canary sends a device inside it to the new release and one outside to the current', async ({
  browser,
}) => {
  test.slow();
  expect(npmRun('release', 'pay', '--dir', changedDir, '--canary', '50')).toBe(
    `pay (canary, 50% of devices): ${oldId} → ${newId}`,
  );
  const ids = Array.from({ length: 100 }, (_, i) => (i * 7919).toString(16).padStart(32, 'a'));
  const inside = ids.find((id) => canaryScore(id, 'pay') < 50) as string;
  const outside = ids.find((id) => canaryScore(id, 'pay') >= 50) as string;
  for (const [id, release, why, text] of [
    [inside, newId, 'canary', NEW_TITLE],
    [outside, oldId, 'outside-canary', OLD_TITLE],
  ] as const) {
    const context = await device(browser, id);
    const page = await context.newPage();
    await page.goto('/test');
    const row = page.getByTestId('remote-releases').locator('[data-remote="pay"]');
    await expect(row.getByTestId('release-id')).toHaveText(release);
    await expect(row.getByTestId('release-why')).toHaveAttribute('data-why', why);
    await expect(row.getByTestId('release-why')).toContainText(`${canaryScore(id, 'pay')}`);
    await page.goto('/recharge-list');
    await expect(title(page)).toHaveText(text);
    // the same device on its next load: the same release
    await page.reload();
    await expect(title(page)).toHaveText(text);
    expect(await page.evaluate(() => localStorage.getItem('topup_ksa_x_cli_id'))).toBe(id);
    await context.close();
  }
});

test('a release that needs another platform shows the failure message, and the other routes work', async ({
  page,
}) => {
  const map = JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8'));
  map.pay = { current: { ...map.pay.current, platform: '>=2.0.0' } };
  fs.writeFileSync(REMOTES_FILE, JSON.stringify(map));

  await page.goto('/pay');
  const failed = page.getByTestId('remote-failed');
  await expect(failed.getByRole('heading')).toHaveText('تعذّر تحميل هذه الصفحة');
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(failed).toBeVisible(); // still refused: the page's platform has not changed
  await expect(page.getByTestId('page-pay')).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'الغرامة', exact: true }).click();
  await expect(page.getByTestId('page-fines')).toBeVisible();
  await page.goto('/test');
  const pay = page.getByTestId('remote-releases').locator('[data-remote="pay"]');
  await expect(pay).toContainText('>=2.0.0');
  await expect(pay.getByTestId('release-id')).toHaveText(oldId);
});

test("a remote the map file does not name is served from its build's release folder: its manifest and entry cached, not asked again", async ({
  page,
  request,
}) => {
  // fines' build released as the README says, then the map file gone: fines is a default remote again
  fs.rmSync(REMOTES_FILE, { force: true });
  const line = npmRun('release', 'fines', '--dir', path.join(root, 'remote-fines', 'dist'));
  const id = /^fines: \S+ → (\S+)$/.exec(line)?.[1] ?? '';
  expect(id).toMatch(/^[0-9.]+-[0-9a-f]{10}$/);
  fs.rmSync(REMOTES_FILE, { force: true });

  const html = await (await request.get('/fines')).text();
  const folder = `/remotes/fines/releases/${id}/`;
  expect(html).toContain(`href="${folder}mf-manifest.json"`);
  expect(html).toContain(`href="${folder}remoteEntry.js"`);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const res = await request.get(`${folder}${file}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // the page runs it from there, every file checked against the release's hashes
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/fines');
  await expect(page.getByTestId('page-fines')).toBeVisible();
  expect(fetched.filter((p) => p.startsWith('/remotes/fines/')).every((p) => p.startsWith(folder))).toBe(
    true,
  );
  expect(fetched).toContain(`${folder}remoteEntry.js`);
});
