import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { BASE_URL, PORT, RELEASES_DIR, REMOTES_FILE } from '../playwright.config';
import { writeBuiltFile } from './builtFiles';
import { expect, test } from './fixtures';

// DESIGN §13 (PCI DSS 6.4.3): the page runs only what the release names. A release folder whose chunk
// changed by one byte after its manifest was hashed — what a tampered static host serves — is refused: the
// route shows its remote's failure message, the other routes work, and the page reports the file to the
// server. A map entry the server cannot vouch for (no hash) is not loaded at all. Runs with the releases
// project: it points remote-fines at other releases through the map, and puts the map back after.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..', '..');
const env = { ...process.env, REMOTES_FILE, TOPUP_RELEASES_DIR: RELEASES_DIR };
let tamperedDir = '';
let tamperedFile = '';

test.beforeAll(() => {
  fs.rmSync(REMOTES_FILE, { force: true });
  // remote-fines as built, but one byte of its page's chunk changed and nothing else: its manifest (and so
  // the map's hash of it) still names the chunk's first bytes
  tamperedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-fines-tampered-'));
  fs.cpSync(path.join(root, 'remote-fines', 'dist'), tamperedDir, { recursive: true });
  tamperedFile = fs.readdirSync(tamperedDir).find((f) => /^__federation_expose_fines\..*\.js$/.test(f)) ?? '';
  expect(tamperedFile).not.toBe('');
  const file = path.join(tamperedDir, tamperedFile);
  const bytes = fs.readFileSync(file);
  const at = bytes.lastIndexOf(Buffer.from('"'));
  bytes[at - 1] = bytes[at - 1] === 0x61 ? 0x62 : 0x61; // one letter of a string, another letter
  writeBuiltFile(file, bytes);
});
test.afterAll(() => {
  fs.rmSync(REMOTES_FILE, { force: true }); // every remote unversioned again
  fs.rmSync(tamperedDir, { recursive: true, force: true });
});

const integrityReports = async (request: APIRequestContext) =>
  (
    (await (await request.get('/api/sys/security_reports/?limit=50')).json()).data.reports as {
      kind: string;
      blocked_url: string;
    }[]
  ).filter((r) => r.kind === 'integrity');

test('a chunk changed by one byte on the host is refused: the failure message, the other routes work, reported', async ({
  page,
  request,
  guard,
}) => {
  test.slow(); // a release is a process copying a build: not slowed with the page's CPU
  guard.allowConsoleError(/integrity|Failed to load|ChunkLoadError|remote/i);
  const line = execFileSync('npm', ['run', 'release', '--', 'fines', '--dir', tamperedDir], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const id = /fines: unversioned → (\S+)/.exec(line)?.[1] ?? '';
  expect(id).toMatch(/^1\.0\.334-[0-9a-f]{10}$/);
  // the map records the manifest's hash, which is unchanged: the chunk is what differs
  expect(JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8')).fines.current.integrity).toMatch(/^sha384-/);

  const refused: string[] = [];
  page.on('requestfailed', (r) => refused.push(new URL(r.url()).pathname));
  await page.goto('/fines');
  const failed = page.getByTestId('remote-failed');
  await expect(failed.getByRole('heading')).toHaveText('تعذّر تحميل هذه الصفحة');
  await expect(page.getByTestId('page-fines')).toHaveCount(0);
  // the report reaches the server, naming the file
  await expect
    .poll(async () => (await integrityReports(request)).map((r) => new URL(r.blocked_url).pathname))
    .toContain(`/remotes/fines/releases/${id}/${tamperedFile}`);

  // the other routes are not touched
  await page.getByRole('navigation').getByRole('link', { name: 'شحن', exact: true }).click();
  await expect(page.getByTestId('page-pay')).toBeVisible();
  // and /test lists the report
  await page.goto('/test');
  await expect(page.getByTestId('security-reports')).toContainText(tamperedFile);
});

test('a map entry without a hash is not loaded: no manifest is fetched for it', async ({ page, guard }) => {
  guard.allowConsoleError(/hash|remote|Failed to load/i);
  // the remote on this server under another name of it: an origin this server does not vouch for
  const entry = `http://127.0.0.1:${PORT}/remotes/fines/mf-manifest.json`;
  fs.writeFileSync(REMOTES_FILE, JSON.stringify({ fines: { current: { id: 'elsewhere', entry } } }));
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await page.goto('/fines');
  await expect(page.getByTestId('remote-failed').getByRole('heading')).toHaveText('تعذّر تحميل هذه الصفحة');
  expect(asked.filter((u) => u.startsWith(`http://127.0.0.1:${PORT}/`))).toEqual([]);
  expect(BASE_URL).not.toContain('127.0.0.1');
});
