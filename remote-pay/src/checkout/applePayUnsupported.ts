import type { AppThunk } from '@topup/platform';
import { lazyThunk } from './lazy';
import { selectPayTarget } from './selectors';
import { withLaterTexts } from '../i18n';

/**
 * spec 01 §8: Apple Pay where the browser cannot pay with it — the "not supported" dialog, which offers
 * the other channels; no order is made. Its code loads with the result dialog's.
 */
export function applePayUnsupported(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const target = selectPayTarget(getState());
    if (!target) return;
    const result = {
      kind: 'not_support_apple_pay' as const,
      orderId: null,
      amount: target.amount,
      payType: target.pay_type,
      card: null,
      newCard: false,
    };
    await dispatch(
      lazyThunk(() =>
        withLaterTexts(import(/* webpackChunkName: "checkout-pay" */ './showResult')).then((m) =>
          m.showResult(result, { fetchCard: false }),
        ),
      ),
    );
  };
}
