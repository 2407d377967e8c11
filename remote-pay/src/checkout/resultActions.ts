import type { AppThunk } from '@topup/platform';
import { safariHandoffUrl } from '@topup/shared/domain/applePayHandoff';
import { channelKind } from '@topup/shared/domain/payTypes';
import type { PayStepEvent } from '@topup/shared/domain/payStep';
import { repurchasePath } from '@topup/shared/domain/repurchase';
import type { ResultAction } from '@topup/shared/domain/resultDialog';
import { offeredCardsFor } from '../cards/offeredCards';
import { selectRecipient } from '../recipient/recipientSlice';
import { tiersActions } from '../tiers/tiersSlice';
import { checkoutActions } from './checkoutSlice';
import { sendStep } from './effects';
import { pressPay } from './intents';
import { payDirect } from './payWith';
import {
  selectCardFetch,
  selectRepurchaseGroup,
  selectResult,
  selectResultCard,
  selectResultLowerTier,
} from './resultSelectors';
import { selectPayTarget, selectSavedCards } from './selectors';
import { applePayModule } from './applePayReady';

/**
 * What the result dialog's buttons do (spec 01 §4). The scene says which card and type the next order
 * uses: retry and expire the last attempted ones (retry through the channel used: an Apple Pay type opens
 * its sheet again), repurchase the lower tier with the experiment's path
 * (group B straight to the saved card, A back home), normal a fresh choice.
 */
export function resultAction(action: ResultAction): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const r = selectResult(getState());
    if (!r) return;
    // read before the dialog closes: they are the result's
    const fetched = selectCardFetch(getState());
    const card = selectResultCard(getState());
    const lower = selectResultLowerTier(getState());
    const restart = (event?: PayStepEvent) =>
      dispatch(sendStep(event ?? { type: 'GO_TO', page: 1 }, {}, { restart: true }));
    dispatch(checkoutActions.resultClosed());
    switch (action) {
      case 'close':
      case 'rechargeAnother':
        // spec 01 §4: closing the success dialog refreshes the session login
        void extra.loadSessionUser({ refresh: true });
        // "recharge another {amount}$" is the user's own choice to pay the same again
        if (action === 'rechargeAnother' && r.orderId) dispatch(checkoutActions.repeatConfirmed(r.orderId));
        dispatch(checkoutActions.sceneChanged('normal'));
        await restart();
        return;
      case 'understood':
      case 'tryAnother':
        dispatch(checkoutActions.sceneChanged('normal'));
        await restart();
        return;
      case 'refresh': {
        // spec 01 §4 highRisk: refresh moves to another configured domain when check_domain_payable gives
        // one — asked again now (the unstable connection may be this domain's), with the same choice
        const module = applePayModule();
        const recipient = selectRecipient(getState());
        if (module) await dispatch(module.checkApplePayDomain(r.payType, recipient?.uid ?? null));
        const where = module?.applePayDomainFor(r.payType) ?? null;
        const target = selectPayTarget(getState());
        if (where?.kind !== 'moveTo') extra.page.reload();
        else if (!recipient || !target) extra.page.assign(where.href);
        else
          extra.page.assign(
            safariHandoffUrl(where.href, {
              displayUid: String(recipient.display_uid),
              rechargeId: target.recharge_id,
              payType: r.payType,
            }),
          );
        return;
      }
      case 'retry':
        dispatch(checkoutActions.sceneChanged('retry'));
        dispatch(tiersActions.payTypeChosen(r.payType));
        if (channelKind(r.payType) === 'applePay') {
          // retry pays again through the channel used (an Apple Pay type has no card step): from
          // home, as its pay button does — the sheet opens in this tap, so nothing is awaited before it
          dispatch(checkoutActions.cardChosen(null));
          const restarted = restart();
          await Promise.all([restarted, dispatch(pressPay())]);
          return;
        }
        dispatch(checkoutActions.cardChosen(card));
        await restart(card ? { type: 'CHOOSE_CARD', card, expired: false } : { type: 'ADD_NEW_CARD' });
        return;
      case 'updateAndPay':
        dispatch(checkoutActions.sceneChanged('expire'));
        dispatch(tiersActions.payTypeChosen(r.payType));
        dispatch(checkoutActions.cardChosen(card));
        await restart(card ? { type: 'UPDATE_EXPIRY', card } : { type: 'ADD_NEW_CARD' });
        return;
      case 'useAnotherCard': {
        dispatch(tiersActions.payTypeChosen(r.payType));
        const others = offeredCardsFor(selectSavedCards(getState()), r.payType).filter(
          (c) => c.fingerprint !== card?.fingerprint,
        );
        await restart(others.length > 0 ? { type: 'OPEN_CARD_LIST' } : { type: 'ADD_NEW_CARD' });
        return;
      }
      case 'tryLower': {
        if (lower === null) {
          await restart();
          return;
        }
        dispatch(checkoutActions.sceneChanged('repurchase'));
        dispatch(tiersActions.amountChosen(lower));
        dispatch(tiersActions.payTypeChosen(r.payType));
        const path = repurchasePath({
          group: selectRepurchaseGroup(getState()),
          cardFetchState: fetched.orderId === r.orderId ? fetched.state : 1,
          card,
          failureKind: r.kind,
        });
        if (path === 'direct' && card) {
          // spec 01 §4: straight to the order with the saved card, whichever provider's it is
          dispatch(checkoutActions.cardChosen(card));
          await restart();
          await dispatch(payDirect(card));
          return;
        }
        await restart();
      }
    }
  };
}
