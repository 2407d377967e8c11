import type { AppThunk } from '@topup/platform';
import type { InternalErrorKind } from '@topup/shared/domain/payEvents';

/**
 * spec 01 §8: missing data (no recharge list, no saved-card list, no current item, no target uid) raises
 * an internal error with no user text: logged, and reported on the pay events (analytics listens).
 */
export function internalError(kind: InternalErrorKind, detail?: string): AppThunk {
  return (_dispatch, _getState, { logger, payEvents }) => {
    logger.warn(`internal error: ${kind}`, detail ?? '');
    payEvents.emit({ type: 'internal_error', kind, ...(detail === undefined ? {} : { detail }) });
  };
}
