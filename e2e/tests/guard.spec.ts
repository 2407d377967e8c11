import { expect, test } from './fixtures';

// spec 02 §2 navigation guard: an unknown path goes back to the route the user came from, or to index,
// keeping the query string either way.
test('an unknown first path goes to index with its query', async ({ page }) => {
  await page.goto('/no-such-page?uid=1000001&darkmode=1');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.search === '?uid=1000001&darkmode=1');
});

test('an unknown path reached from a page goes back to that page with the query', async ({ page }) => {
  await page.goto('/fines');
  await expect(page.getByTestId('page-fines')).toBeVisible();
  // a client-side navigation to a path that matches no route
  await page.evaluate(() => {
    window.history.pushState({}, '', '/typo-page?from=link');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL((u) => u.pathname === '/fines' && u.search === '?from=link');
  await expect(page.getByTestId('page-fines')).toBeVisible();
});

test('/home redirects to index keeping the query', async ({ page }) => {
  await page.goto('/home?tab=2');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.search === '?tab=2');
});

test('an unknown API path answers JSON, never the page', async ({ request }) => {
  const res = await request.get('/api/no/such/call/');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).result).toBe(404);
});
