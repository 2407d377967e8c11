import { parseAppContext, type AppContext } from '@topup/shared/domain/appContext';

// spec 02 §2: the app-context parameters, read once at start through the one query/hash helper.
export const appContext: AppContext =
  typeof window === 'undefined'
    ? parseAppContext('', '')
    : parseAppContext(window.location.search, window.location.hash);

/** spec 02 §2 `log`: console debug logging only when asked for. */
export const logger = {
  debug: (...args: unknown[]) => {
    if (appContext.log) console.debug('[topup]', ...args);
  },
};
