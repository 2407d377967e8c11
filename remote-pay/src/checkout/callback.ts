import { callItem, fetchBatch, type AppThunk } from '@topup/platform';
import { cardSourceCall } from '../cards/calls';
import { checkUidCall } from '../recipient/calls';
import { recipientActions } from '../recipient/recipientSlice';
import { rechargeListCall } from '../tiers/calls';
import { tiersActions } from '../tiers/tiersSlice';
import { checkoutActions } from './checkoutSlice';
import { awaitDecided, showOrderOutcome } from './decideOrder';
import { applyRecipientCheck, checkSavedCardList, startRecipient } from './initBatch';
import { orderInfoCall, payResultFastCall } from './orderCalls';

// spec 01 §2, §4, §7: the payment-result callback (zp_show=1 with the order id, the hash beating the query).
// One batch: the recharge list, get_card_source, check_uid, pay_result_by_order_fast with the page's own
// query string, and get_order_info_by_pay2_order_id.

export function loadCallback(orderId: string, query: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { loadSessionUser, session }) => {
    dispatch(checkoutActions.paymentChanged({ status: 'confirming', loadingKey: 'checkingResult' }));
    try {
      await loadSessionUser();
      const recipient = startRecipient(getState(), session);
      dispatch(tiersActions.listShownFor(recipient?.uid ?? null));
      const [, cards, check, fast, info] = await dispatch(
        fetchBatch([
          callItem(rechargeListCall, { uid: recipient?.uid ?? null }),
          callItem(cardSourceCall, {}),
          recipient ? callItem(checkUidCall, { display_uid: recipient.display_uid }) : null,
          callItem(payResultFastCall, { query }),
          callItem(orderInfoCall, { orderId }),
        ]),
      );
      dispatch(checkSavedCardList(cards));
      if (info.result === 0 && info.data) {
        // the dialog names the account that was paid for
        const o = info.data;
        dispatch(
          recipientActions.recipientChosen({
            uid: o.uid,
            display_uid: o.display_uid,
            nickname: o.nickname,
            icon: o.icon,
            is_guest: 0,
            source: 1,
            status: 0,
          }),
        );
      } else if (check) {
        dispatch(applyRecipientCheck(check));
      }
      const decided = await dispatch(awaitDecided(query, fast));
      await dispatch(showOrderOutcome(orderId, decided, info));
    } finally {
      dispatch(checkoutActions.paymentEnded());
    }
  };
}
