import { expect, test } from './fixtures';
import { payingDevice } from './payHelpers';

// spec 02 §4: package info announcing a newer website_version reloads the page after 1 s with a new `dt`,
// checked at start and whenever the tab is shown again; a server that keeps announcing it (the new files
// not out yet) never makes the page reload again. The version is this browser's own (test mode), so no
// other test's page reloads.

test('a newer version reloads once with dt when the tab is shown again; one that stays announced never loops', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  const announce = (version: string) =>
    request.post('/__test/website-version', { data: { device, website_version: version } });
  const loads: string[] = [];
  // documents loaded (not the address changes the page makes itself)
  page.on('domcontentloaded', () => loads.push(page.url()));
  const configRead = () => page.waitForResponse((r) => r.url().includes('/api/sys/config/'));
  const tabShown = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.clock.install();
  try {
    let read = configRead();
    await page.goto('/pay');
    await read;
    await expect(page.getByTestId('pay-bar')).toBeVisible();
    await page.clock.runFor(2000);
    expect(loads).toHaveLength(1);

    // a new version is out: the tab shown again asks afresh, and 1 s later the page loads it with dt
    expect((await announce('1.0.999')).ok()).toBe(true);
    read = configRead();
    await tabShown();
    await read;
    await page.clock.runFor(999);
    expect(loads).toHaveLength(1);
    await page.clock.runFor(1);
    await page.waitForURL((url) => /^[0-9]+$/.test(url.searchParams.get('dt') ?? ''));
    await expect(page.getByTestId('pay-bar')).toBeVisible();
    const reloaded = page.url();

    // these files still say 1.0.334 and the server keeps announcing 1.0.999: no second reload
    read = configRead();
    await tabShown();
    await read;
    await page.clock.runFor(5000);
    expect(page.url()).toBe(reloaded);
    expect(loads).toHaveLength(2);
  } finally {
    await announce('');
  }
});
