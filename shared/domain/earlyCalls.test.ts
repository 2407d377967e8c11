import { firstCallsLeftToHost } from './earlyCalls';

describe('whose are the first calls of a page with an early script', () => {
  it.each([
    ['a plain visit', '', ''],
    ['a visit with other parameters', '?darkmode=1&from=room', '#lang=ar'],
    ['an empty ticket (nobody to sign in)', '?ticket=', ''],
    ['a platform without its version (not the app shell)', '?platform=ios', ''],
  ])('the early script’s on %s', (_what, search, hash) => {
    expect(firstCallsLeftToHost(search, hash)).toBe(false);
  });

  it.each([
    ['a login ticket in the query', '?ticket=t1', ''],
    ['a login ticket in the fragment', '', '#ticket=t1'],
    ['a session key in the query', '?session_key=k1', ''],
    ['a session key in the fragment', '', '#session_key=k1'],
    ['the app shell (its platform and version)', '?platform=android&version_code=30600', ''],
    ['the app shell, in the fragment', '', '#platform=ios&version_code=30600'],
  ])('the host’s on %s', (_what, search, hash) => {
    expect(firstCallsLeftToHost(search, hash)).toBe(true);
  });
});
