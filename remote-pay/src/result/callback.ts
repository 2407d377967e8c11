import { api, batch, batchCall, loadSessionUser, overlays, type ApiResult } from '@topup/platform';
import type { OrderInfo, PayError, PayResultFast } from '@topup/shared/contract/order';
import type { ChargeListInfo, SavedCardList, UserLookup } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { mapCallbackResult, type PaymentResultKind } from '@topup/shared/domain/paymentResult';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import {
  cardSourceCall,
  checkUidCall,
  initHandlers,
  rechargeListCall,
  startRecipient,
} from '../start/initBatch';
import { savedCardById } from '../cards/cardCalls';
import { payActions, selectPay } from '../store/paySlice';
import type { PayThunk } from '../store/thunk';
import { showResult } from './showResult';

// spec 01 §2, §4, §7: the payment-result callback (zp_show=1 with the order id, the hash beating the query).
// One batch: the recharge list, check_uid, pay_result_by_order_fast with the page's own query string,
// get_order_info_by_pay2_order_id and get_card_source. Fast result 0 is success; otherwise the order's error
// decides the dialog. It only reads: reloading the callback shows the same result and charges nothing.

/** Pending orders (a hosted page left open): asked again this often, this many times. */
export const PENDING_POLL_MS = 1000;
export const PENDING_POLL_MAX = 20;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fastResult(query: string): Promise<ApiResult<PayResultFast>> {
  return api.get<PayResultFast>(`${API.payResultByOrderFast.path}${query}`);
}

export function loadCallback(orderId: string, query: string, t: (key: string) => string): PayThunk {
  return async (dispatch, getState) => {
    overlays.showLoading();
    try {
      await loadSessionUser();
      const recipient = startRecipient(selectPay(getState()));
      const results = await batch([
        rechargeListCall(recipient?.uid ?? null),
        cardSourceCall(),
        ...(recipient ? [checkUidCall(recipient.display_uid)] : []),
        batchCall<PayResultFast>()({
          method: 'GET',
          path: `${API.payResultByOrderFast.path}${query}`,
          request_id: 'pay_result',
        }),
        batchCall<OrderInfo>()({
          method: 'POST',
          path: API.orderInfo.path,
          request_id: 'order_info',
          params: { order_id: orderId },
        }),
      ] as const);
      await dispatch(initHandlers.rechargeList(results.recharge_list as ApiResult<ChargeListInfo>));
      await dispatch(initHandlers.cards(results.card_source as ApiResult<SavedCardList>));
      const info = results.order_info as ApiResult<OrderInfo>;
      if (info.result === 0 && info.data) {
        // the dialog names the account that was paid for
        const o = info.data;
        dispatch(
          payActions.recipientChosen({
            uid: o.uid,
            display_uid: o.display_uid,
            nickname: o.nickname,
            icon: o.icon,
            is_guest: 0,
            source: 1,
            status: 0,
          }),
        );
      } else if (recipient) {
        await dispatch(initHandlers.recipient(results.check_uid as ApiResult<UserLookup>));
      }

      let fast = results.pay_result as ApiResult<PayResultFast>;
      for (let i = 0; fast.result === 0 && fast.data?.result === 2 && i < PENDING_POLL_MAX; i += 1) {
        await wait(PENDING_POLL_MS);
        fast = await fastResult(query);
      }
      if (fast.result !== 0 || !fast.data || !info.data) {
        // nothing to say about the order yet: the page itself works, the user may look again later
        overlays.toast(fast.data?.result === 2 ? t('result.pending') : fast.message || info.message);
        return;
      }
      let kind: PaymentResultKind = 'success';
      if (fast.data.result !== 0) {
        const detail = await api.get<PayError>(API.payErrorByOrder.path, {
          order_id: orderId,
          source: PAY_SOURCE,
        });
        kind = mapCallbackResult(fast.data.result, detail.data ?? null);
      }
      const o = info.data;
      // the card paid with: from the saved list, else by its id (the fast result names it)
      const sourceId = o.card?.source_id || fast.data.source_id;
      const saved = sourceId
        ? (selectPay(getState()).savedCards.find((c) => c.source_id === sourceId) ??
          (await savedCardById(sourceId)))
        : null;
      await dispatch(
        showResult(
          {
            kind,
            orderId,
            amount: o.amount,
            payType: o.pay_type,
            card: saved,
            // an order that names no card saved none: nothing to offer to remember
            newCard: saved === null && o.card !== null,
          },
          { fetchCard: o.card !== null },
        ),
      );
    } finally {
      overlays.hideLoading();
    }
  };
}
