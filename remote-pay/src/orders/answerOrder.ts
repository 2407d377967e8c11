import { api, overlays, type ApiResult } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import type { AdyenPaymentResult, ProviderResult } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { adyenOutcome } from '@topup/shared/domain/paymentResult';
import { PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import { rechargeFailureKey } from '@topup/shared/domain/rechargeFailure';
import type { ProviderAction } from '../providers/types';
import { showResult } from '../result/showResult';
import type { PayThunk } from '../store/thunk';
import { followOrderUrl } from './followOrderUrl';
import type { OrderAnswer } from './createOrder';

// What the page does with create_coin_pay's answer (spec 01 §4, §7, §8).

export interface PaidThing {
  payType: number;
  /** USD */
  amount: number;
  /** the saved card paid with; null for a new card */
  card: SavedCard | null;
}

export type AnswerOutcome =
  /** the page is going to the provider (or straight back to the result) */
  | { kind: 'redirecting' }
  /** 3-D Secure in the challenge area, where the card fields were */
  | { kind: 'challenge'; orderId: string; action: ProviderAction }
  /** a result dialog is showing */
  | { kind: 'result' }
  /** a toast said why; the user can try again */
  | { kind: 'toast'; text: string };

/** Codes of ours whose Arabic message says exactly what to do (not card declines of the catalogue). */
const SERVER_WORDED = new Set([32125, 31076, 31077, 31081, 31082, 31085, 32120]);

/** The toast text of a refused order: the spec 01 §8 catalogue, else the server's own words. */
export function refusalText(
  answer: { result: number; code?: string | number; message: string },
  t: (key: string) => string,
): string {
  if (SERVER_WORDED.has(answer.result) && answer.message) return answer.message;
  return t(`failure.${rechargeFailureKey(answer.code ?? answer.result, answer.message)}`);
}

/** The Adyen-style result of pay type 27, read from platform_data. */
export function adyenResult(platformData: string): AdyenPaymentResult | null {
  try {
    const r = JSON.parse(platformData) as AdyenPaymentResult;
    return typeof r?.resultCode === 'string' ? r : null;
  } catch {
    return null;
  }
}

function fromAdyen(orderId: string, platformData: string, paid: PaidThing): PayThunk<AnswerOutcome> {
  return async (dispatch) => {
    const r = adyenResult(platformData);
    const outcome = adyenOutcome(r?.resultCode ?? 'Error', r?.refusalReasonCode);
    if ('action' in outcome) {
      if (r?.action) return { kind: 'challenge', orderId, action: r.action as ProviderAction };
      await dispatch(showResult({ kind: 'other', orderId, ...resultOf(paid) }, { fetchCard: false }));
      return { kind: 'result' };
    }
    await dispatch(showResult({ kind: outcome.kind, orderId, ...resultOf(paid) }, { fetchCard: true }));
    return { kind: 'result' };
  };
}

const resultOf = (paid: PaidThing) => ({
  amount: paid.amount,
  payType: paid.payType,
  card: paid.card,
  newCard: paid.card === null,
});

export function answerOrder(
  answer: OrderAnswer,
  paid: PaidThing,
  t: (key: string) => string,
  errorText: (result: number, message?: string) => string,
): PayThunk<AnswerOutcome> {
  return async (dispatch) => {
    if (answer.kind === 'noAnswer') {
      // the attempt is kept: trying again sends the same X-CLI-RID, so no second order can come of it
      const text = errorText(answer.result, answer.message);
      overlays.toast(text);
      return { kind: 'toast', text };
    }
    if (answer.kind === 'refused') {
      const text = refusalText(answer, t);
      overlays.toast(text);
      return { kind: 'toast', text };
    }
    const { order } = answer;
    if (paid.payType === PAY_TYPE_THIRD_CARD)
      return dispatch(fromAdyen(order.order_id, order.platform_data, paid));
    if (order.url && followOrderUrl(order.order_id, order.url)) return { kind: 'redirecting' };
    const text = t('failure.redirectRefused');
    overlays.toast(text);
    return { kind: 'toast', text };
  };
}

/** spec 01 §4: after the challenge, submit_authentication_result decides the order. */
export function submitThreeDs(
  orderId: string,
  details: Record<string, unknown>,
  paid: PaidThing,
  errorText: (result: number, message?: string) => string,
): PayThunk<AnswerOutcome> {
  return async (dispatch) => {
    const r: ApiResult<ProviderResult> = await api.get<ProviderResult>(API.submitAuthenticationResult.path, {
      order_id: orderId,
      platform_data: JSON.stringify(details),
    });
    if (r.result !== 0 || !r.data) {
      const text = errorText(r.result, r.message);
      overlays.toast(text);
      return { kind: 'toast', text };
    }
    return dispatch(fromAdyen(orderId, r.data.platform_data, paid));
  };
}
