// spec 01 §2: the pages a provider may send the user back to (the callback page). Plain values, so the
// page reads them without the contract's runtime schemas; shared/contract/order.ts re-exports them.

export const RETURN_PATHS = ['/pay', '/recharge', '/pay-step'] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];
export const DEFAULT_RETURN_PATH = '/pay';

const isReturnPath = (path: string): path is ReturnPath => (RETURN_PATHS as readonly string[]).includes(path);

/** The page a payment comes back to: this one when it is a callback page, else /pay (one rule, issue 33). */
export const returnPathOf = (path: string | undefined): ReturnPath =>
  path !== undefined && isReturnPath(path) ? path : DEFAULT_RETURN_PATH;
