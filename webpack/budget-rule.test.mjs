import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetChange, budgetCommits, budgetRuleProblems } from './budget-rule.mjs';

// Budgets only go down (budget-rule.mjs).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = (routeJs, federationOverhead = 36_000) => ({ routeJs, federationOverhead });

describe('the budget rule', () => {
  it('counts what a change raised and lowered, the federation overhead included', () => {
    expect(
      budgetChange(budgets({ '/': 100, '/pay': 200 }), budgets({ '/': 150, '/pay': 180 }, 35_990)),
    ).toEqual({
      raised: 50,
      lowered: 30,
    });
  });

  it('lets a commit lower budgets, or raise one by lowering the same elsewhere', () => {
    const commit = (after, message = 'smaller') => ({
      sha: 'a'.repeat(40),
      message,
      before: budgets({ '/': 100, '/pay': 200 }),
      after,
    });
    expect(budgetRuleProblems([commit(budgets({ '/': 90, '/pay': 200 }))])).toEqual([]);
    expect(budgetRuleProblems([commit(budgets({ '/': 120, '/pay': 180 }))])).toEqual([]);
  });

  it('refuses a raise paid by nothing, unless the message shows the bench before and after', () => {
    const raise = { sha: 'b'.repeat(40), before: budgets({ '/': 100 }), after: budgets({ '/': 130 }) };
    expect(budgetRuleProblems([{ ...raise, message: 'a new feature' }])).toEqual([
      'bbbbbbbbbb raised budgets by 30 B, lowered 0 B, and shows no "Bench before:" / "Bench after:" figures',
    ]);
    expect(
      budgetRuleProblems([
        {
          ...raise,
          message: 'Apple Pay on the fine page\n\nBench before: /fines 3.26 s\nBench after: /fines 3.27 s',
        },
      ]),
    ).toEqual([]);
  });

  it('holds over the history of webpack/budgets.json since the rule began', () => {
    let since;
    try {
      since = execFileSync(
        'git',
        ['log', '--diff-filter=A', '--format=%H', '--', 'webpack/budget-rule.mjs'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n')
        .at(-1);
    } catch (error) {
      throw new Error('the budget rule is checked over git history: run the tests in a clone', {
        cause: error,
      });
    }
    // not committed yet: the rule has no history to hold over
    if (!since) return;
    expect(budgetRuleProblems(budgetCommits(root, since))).toEqual([]);
  });
});
