import type { AppThunk } from '@topup/platform';
import { lazyThunk } from './lazy';
import { payText } from './texts';
import { withLaterTexts } from '../i18n';

/**
 * ORDER_BEING_CHARGED (31087): the order the user stopped is with the processor and cannot be cancelled;
 * it will end paid or failed. The page says so, and waits for its result as a reload does (resume.ts):
 * the attempt is not over.
 */
export function awaitCharge(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    extra.overlays.toast(payText(extra, 'failure.beingCharged'));
    await dispatch(
      lazyThunk(() =>
        withLaterTexts(import(/* webpackChunkName: "result-dialog" */ './resume')).then((m) =>
          m.resumeAttempt(),
        ),
      ),
    );
  };
}
