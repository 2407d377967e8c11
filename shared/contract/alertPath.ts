/**
 * Ours: where a page POSTs a storage failure's alert, relayed by the server to the team chat webhook it keeps
 * (spec 02 §8; DESIGN §13). In a module of its own, not in paths.ts's API: only the after-load analytics
 * call it, and this way it stays out of the start-up JS every route downloads (webpack/budgets.json).
 */
export const ALERT_PATH = '/api/sys/alert/';
