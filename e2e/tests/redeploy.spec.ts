import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// DESIGN §3: building one remote alone, restarting nothing, is enough for users to get the new version on
// their next page load. Runs after the other specs (its own project): it rebuilds remote-share in place.
const root = path.resolve(__dirname, '..', '..');
const textFile = path.join(root, 'shared', 'i18n', 'ar', 'share.json');
const hostIndex = path.join(root, 'host', 'dist', 'index.html');

function buildShare(): void {
  execFileSync('npm', ['run', 'build', '-w', 'remote-share'], { cwd: root, stdio: 'pipe', timeout: 180_000 });
}

test('rebuilding remote-share alone shows its new text after a reload, with no host rebuild', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const original = fs.readFileSync(textFile, 'utf8');
  const hostBefore = fs.statSync(hostIndex).mtimeMs;
  await page.goto('/');
  await expect(page.locator('main h1')).toHaveText('حمّل التطبيق');
  try {
    const changed = JSON.parse(original) as { home: { title: string } };
    changed.home.title = 'حمّل التطبيق الآن';
    fs.writeFileSync(textFile, `${JSON.stringify(changed, null, 2)}\n`);
    buildShare();
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('حمّل التطبيق الآن');
    expect(fs.statSync(hostIndex).mtimeMs).toBe(hostBefore);
  } finally {
    fs.writeFileSync(textFile, original);
    buildShare();
  }
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('حمّل التطبيق');
});
