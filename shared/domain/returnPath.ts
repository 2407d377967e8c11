import { DEFAULT_RETURN_PATH, RETURN_PATHS, type ReturnPath } from '../contract/orderValues';

// spec 01 §2: the pages a provider may send the user back to (the callback page), as the contract lists them.

const isReturnPath = (path: string): path is ReturnPath => (RETURN_PATHS as readonly string[]).includes(path);

/** The page a payment comes back to: this one when it is a callback page, else /pay (one rule). */
export const returnPathOf = (path: string | undefined): ReturnPath =>
  path !== undefined && isReturnPath(path) ? path : DEFAULT_RETURN_PATH;
