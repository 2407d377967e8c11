import fs from 'node:fs';
import path from 'node:path';

// The browser tests run side by side on one server: an account whose verification code a test reads from
// its inbox (inboxCode) must be named by no other test file, or another test's popup may send it a newer
// code between the read and the check (the seed gives each such test an account of its own: README
// "Test accounts"). A file names an account by its display id in any form (a string, a number, inside its
// internal id 2xxxxxxx) or by its entry in the helpers' ACCOUNTS (`ACCOUNTS.handoff`).

interface TestFile {
  name: string;
  text: string;
}

const TESTS = path.resolve(__dirname, '..', 'e2e', 'tests');

/** The display ids whose codes a file reads: inboxCode(request, '1000011'). */
const codeReads = (text: string): string[] =>
  [...text.matchAll(/inboxCode\(\s*\w+\s*,\s*'(\d+)'\s*\)/g)].map((m) => m[1] as string);

/** The helpers' names of accounts: `handoff: { uid: 21000017, display_uid: 1000017, … }` → 1000017 → handoff. */
const accountNames = (helpers: string): Map<string, string[]> => {
  const names = new Map<string, string[]>();
  for (const m of helpers.matchAll(/(\w+): \{ uid: \d+, display_uid: (\d+)/g))
    names.set(m[2] as string, [...(names.get(m[2] as string) ?? []), m[1] as string]);
  return names;
};

/** Each account whose code a spec reads, with every other spec that names it. */
function sharedCodeAccounts(
  specs: readonly TestFile[],
  helpers: string,
): { id: string; reader: string; others: string[] }[] {
  const names = accountNames(helpers);
  const named = (f: TestFile, id: string) =>
    f.text.includes(id) || (names.get(id) ?? []).some((n) => f.text.includes(`ACCOUNTS.${n}`));
  return specs.flatMap((reader) =>
    codeReads(reader.text)
      .map((id) => ({
        id,
        reader: reader.name,
        others: specs.filter((f) => f !== reader && named(f, id)).map((f) => f.name),
      }))
      .filter((r) => r.others.length > 0),
  );
}

describe('the accounts whose codes browser tests read', () => {
  const specs: TestFile[] = fs
    .readdirSync(TESTS)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(TESTS, f), 'utf8') }));
  const helpers = fs.readFileSync(path.join(TESTS, 'payHelpers.ts'), 'utf8');

  it('are found (the patterns still match how the tests read a code and name an account)', () => {
    expect(specs.flatMap((f) => codeReads(f.text)).length).toBeGreaterThanOrEqual(5);
    expect(accountNames(helpers).get('1000017')).toEqual(['handoff']);
  });

  it('are each named by the one spec that reads its code', () => {
    expect(sharedCodeAccounts(specs, helpers)).toEqual([]);
  });

  it('an account another spec names, by its id or its helper entry, is caught', () => {
    const tiers = {
      name: 'tiers.spec.ts',
      text: "await page.keyboard.type(await inboxCode(request, '1000013'));",
    };
    const inputs = { name: 'inputs.spec.ts', text: "await searchAccount(page, '1000013');" };
    const other = { name: 'other.spec.ts', text: "await searchAccount(page, '1000031');" };
    const byNumber = {
      name: 'number.spec.ts',
      text: 'recipients: [{ uid: 21000013, display_uid: 1000013 }]',
    };
    const byHelper = {
      name: 'helper.spec.ts',
      text: 'await payingDevice(page, request, { account: ACCOUNTS.sara });',
    };
    const helpersNaming = "  sara: { uid: 21000013, display_uid: 1000013, nickname: 'سارة' },";
    expect(sharedCodeAccounts([tiers, inputs, other], '')).toEqual([
      { id: '1000013', reader: 'tiers.spec.ts', others: ['inputs.spec.ts'] },
    ]);
    expect(sharedCodeAccounts([tiers, other, byHelper], '')).toEqual([]);
    expect(sharedCodeAccounts([tiers, byNumber], '')).toEqual([
      { id: '1000013', reader: 'tiers.spec.ts', others: ['number.spec.ts'] },
    ]);
    expect(sharedCodeAccounts([tiers, byHelper], helpersNaming)).toEqual([
      { id: '1000013', reader: 'tiers.spec.ts', others: ['helper.spec.ts'] },
    ]);
  });
});
