import type { AppThunk } from '@topup/platform';
import type { ApplePayHandoff } from '@topup/shared/domain/applePayHandoff';
import { lookupAccount } from '../recipient/lookupAccount';
import { recipientActions } from '../recipient/recipientSlice';
import { verificationNeeded } from '../recipient/verificationNeeded';
import { selectTiers, tiersActions } from '../tiers/tiersSlice';
import { askVerify } from './askVerify';
import { chooseRecipient } from './chooseRecipient';
import { callErrorText } from './texts';

/**
 * Safari (or the domain check_domain_payable moved the user to) lands with what the
 * app's page was paying for — the account, the tier's recharge id and the Apple Pay type. The account is
 * looked up as the search does (a refusal shows as one; an account this browser has not verified asks
 * for its code first), chosen, and the tier and Apple Pay selected in its own list: one tap on pay opens
 * the sheet (Safari needs that tap).
 */
export function handoffLanding(handoff: ApplePayHandoff): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const outcome = await dispatch(lookupAccount(handoff.displayUid));
    if (outcome.kind === 'failed') {
      extra.overlays.toast(callErrorText(extra, outcome.result, outcome.message));
      return;
    }
    if (outcome.kind === 'refused') {
      dispatch(recipientActions.recipientRefused({ refusal: outcome.refusal, lookup: outcome.user }));
      return;
    }
    const user = outcome.user;
    if (dispatch(verificationNeeded(user)) && !(await dispatch(askVerify(user)))) return;
    await dispatch(chooseRecipient(user));
    const tier = selectTiers(getState()).find((t) =>
      t.pay_list.some((g) =>
        g.methods.some((m) => m.recharge_id === handoff.rechargeId && m.subType === handoff.payType),
      ),
    );
    if (!tier) return; // that tier is not offered to this account here: the list shows what is
    dispatch(tiersActions.amountChosen(tier.amount));
    dispatch(tiersActions.payTypeChosen(handoff.payType));
  };
}
