// Budgets only go down. A route's budget (webpack/budgets.json) may rise only in a commit that
// lowers the same amount elsewhere, or that shows what the user gets for it: the commit's message carries
// the bench figures before and after, as lines starting "Bench before:" and "Bench after:". Checked over
// the history of budgets.json since the rule began (budget-rule.test.mjs).
import { execFileSync } from 'node:child_process';

const BUDGETS = 'webpack/budgets.json';

/** Bytes raised and lowered between two budgets files (every route, and the federation overhead). */
export function budgetChange(before, after) {
  const pairs = [
    ...Object.keys({ ...before.routeJs, ...after.routeJs }).map((r) => [
      before.routeJs?.[r] ?? 0,
      after.routeJs?.[r] ?? 0,
    ]),
    [before.federationOverhead ?? 0, after.federationOverhead ?? 0],
  ];
  let raised = 0;
  let lowered = 0;
  for (const [was, is] of pairs) {
    if (is > was) raised += is - was;
    else lowered += was - is;
  }
  return { raised, lowered };
}

const showsBench = (message) => /^Bench before:/m.test(message) && /^Bench after:/m.test(message);

/** One line per commit that raised budgets against the rule. */
export function budgetRuleProblems(commits) {
  return commits.flatMap(({ sha, message, before, after }) => {
    const { raised, lowered } = budgetChange(before, after);
    if (raised === 0 || lowered >= raised || showsBench(message)) return [];
    return [
      `${sha.slice(0, 10)} raised budgets by ${raised} B, lowered ${lowered} B, and shows no "Bench before:" / "Bench after:" figures`,
    ];
  });
}

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commits that changed the budgets since `since` (exclusive), oldest first, with both versions. */
export function budgetCommits(root, since) {
  const shas = git(root, ['log', '--reverse', '--format=%H', `${since}..HEAD`, '--', BUDGETS])
    .split('\n')
    .filter(Boolean);
  return shas.map((sha) => ({
    sha,
    message: git(root, ['log', '-1', '--format=%B', sha]),
    before: JSON.parse(git(root, ['show', `${sha}^:${BUDGETS}`])),
    after: JSON.parse(git(root, ['show', `${sha}:${BUDGETS}`])),
  }));
}
