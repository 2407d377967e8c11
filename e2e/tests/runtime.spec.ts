import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// One copy and one instance of the federation runtime, host and remotes
// together.
const root = path.resolve(__dirname, '..', '..');

test('the host starts with exactly one copy of runtime-core and of sdk', () => {
  // written by the host build (webpack/startup-files-plugin.mjs) from the modules of its start-up chunks
  const copies = JSON.parse(
    fs.readFileSync(path.join(root, 'host', 'dist', 'federation-runtime.json'), 'utf8'),
  ) as Record<string, { copy: string; modules: number }[]>;
  for (const pkg of ['@module-federation/runtime-core', '@module-federation/sdk']) {
    expect(
      copies[pkg]?.map((c) => c.copy),
      `${pkg} in the host's start-up JS`,
    ).toHaveLength(1);
    expect(copies[pkg]![0]!.modules).toBeGreaterThan(0);
  }
});

test('host and every remote it loads run on the one federation runtime the host published', async ({
  page,
}) => {
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  for (const [link, id] of [
    ['الغرامة', 'page-fines'],
    ['الملاحظات', 'page-feedback'],
  ] as const) {
    await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByTestId(id)).toBeVisible();
  }
  const runtime = await page.evaluate(() => {
    const g = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] };
      _FEDERATION_RUNTIME_CORE: { ModuleFederation: unknown };
      _FEDERATION_RUNTIME_CORE_FROM: { name: string };
    };
    const published = g._FEDERATION_RUNTIME_CORE.ModuleFederation;
    return {
      from: g._FEDERATION_RUNTIME_CORE_FROM.name,
      instances: g.__FEDERATION__.__INSTANCES__.map((i) => ({
        name: i.name,
        onPublished: i.constructor === published,
      })),
    };
  });
  expect(runtime.from).toBe('host');
  expect(runtime.instances.map((i) => i.name).sort()).toEqual([
    'host',
    'topup_feedback',
    'topup_fines',
    'topup_pay',
  ]);
  // the remotes read runtime-core from the global; the host's own instance must be of that same copy
  expect(runtime.instances.filter((i) => !i.onPublished)).toEqual([]);
});

test("the files a page runs as it starts begin with V8's compile hint, and no file it loads later does", async ({
  page,
}) => {
  // webpack/compile-hints-plugin.mjs: compiled as they arrive, off the main thread
  const firstLines = new Map<string, string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    const text = await response.text().catch(() => '');
    firstLines.set(url.pathname, text.slice(0, text.indexOf('\n')));
  });
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  const startup = JSON.parse(
    fs.readFileSync(path.join(root, 'host', 'dist', 'startup-files.json'), 'utf8'),
  ) as string[];
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'remote-pay', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
  const paySync = manifest.exposes.find((e) => e.name === 'pay')!.assets.js.sync;
  // the remote's files from where the page's map points (the release folder of the build in its dist)
  const payBase = [...firstLines.keys()]
    .find((f) => f.endsWith('/remoteEntry.js'))
    ?.slice(0, -'remoteEntry.js'.length);
  expect(payBase).toMatch(/^\/remotes\/pay\/(releases\/[^/]+\/)?$/);
  const hinted = [
    ...startup.map((f) => `/${f}`),
    `${payBase}remoteEntry.js`,
    ...paySync.map((f) => `${payBase}${f}`),
  ];
  // every one of them arrived, and each begins with the hint
  await expect.poll(() => hinted.filter((f) => !firstLines.has(f))).toEqual([]);
  for (const f of hinted) expect(firstLines.get(f), f).toBe('//# allFunctionsCalledOnLoad');
  // the analytics after the load event, a later chunk: without it
  await expect.poll(() => [...firstLines.keys()].some((f) => f.includes('after-load-analytics'))).toBe(true);
  const later = [...firstLines].filter(([f]) => !hinted.includes(f));
  expect(later.length).toBeGreaterThan(0);
  expect(later.filter(([, line]) => line.includes('allFunctionsCalledOnLoad'))).toEqual([]);
});
