import { expect, test } from './fixtures';

// The guard that holds every test's API traffic to server/openapi.json must itself be seen to work:
// it checks what a page loads, and a call or an answer outside the document is a problem it names.

test('the contract guard checks every API call a page makes, and names one the document does not describe', async ({
  page,
  contract,
  guard,
}) => {
  guard.allowConsoleError(/Failed to load resource: the server responded with a status of 40[04]/);
  await page.goto('/pay');
  await expect(page.getByTestId('pay-bar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(contract.pending);
  expect(contract.checked, 'API calls checked on /pay').toBeGreaterThan(0);
  expect(contract.problems).toEqual([]);

  // a call no operation describes, and a documented call with params the document refuses (their answers
  // read, as the pages' API client reads every answer: a body never read never finishes loading)
  await page.evaluate(async () => {
    await (await fetch('/api/user/not_in_the_contract/')).text();
    await (await fetch('/api/sys/add_event/?event_name=')).text();
  });
  await expect.poll(async () => (await Promise.all(contract.pending), contract.problems.length)).toBe(2);
  expect(contract.problems[0]).toMatch(
    /^GET \/api\/user\/not_in_the_contract\/: not described by the document/,
  );
  expect(contract.problems[1]).toMatch(/add_event/);
  // seen: the test's own end must not fail on what it provoked
  contract.problems.length = 0;
});
