import { waitFor } from '@testing-library/react';
import { fail, ok } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { selectRecipientState } from '../recipient/recipientSlice';
import { selectTiersState } from '../tiers/tiersSlice';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { CHARGE_LIST, checkoutStore, recipient } from './checkoutTestKit';
import { handoffLanding } from './handoffLanding';

// The page Safari lands on (handed over from the app's webview) continues the choice.

const other = { ...recipient, uid: 21000014, display_uid: 1000014, nickname: 'سارة' };

function landing(lookup: typeof recipient | null) {
  return checkoutStore((c) => {
    if (c.path === API.checkDisplayId.path) return lookup ? ok(lookup) : fail(USER_NOT_FOUND);
    if (c.path === API.rechargeList.path) return ok(CHARGE_LIST);
    return ok({ items: [] });
  });
}

describe('landing on a hand-off', () => {
  it('chooses the account, its tier and the type (an account of the history needs no code)', async () => {
    const t = landing(recipient);
    await t.store.dispatch(handoffLanding({ displayUid: '1000011', rechargeId: 202, payType: 24 }));
    expect(t.sent(API.checkDisplayId.path)[0]?.params).toMatchObject({ display_id: '1000011' });
    expect(selectRecipientState(t.store.getState()).lookup?.display_uid).toBe(1000011);
    expect(selectTiersState(t.store.getState())).toMatchObject({ chosenAmount: 9.99, chosenPayType: 24 });
  });

  it('asks for the code of an account this browser has not verified, and stops when it is not given', async () => {
    const t = landing(other);
    const landed = t.store.dispatch(handoffLanding({ displayUid: '1000014', rechargeId: 202, payType: 24 }));
    // the code popup opens for that account (the lookup answers first)
    await waitFor(() => expect(selectCheckout(t.store.getState()).verifyFor?.display_uid).toBe(1000014));
    t.store.dispatch(checkoutActions.verifyAnswered({ verified: false }));
    await landed;
    expect(selectRecipientState(t.store.getState()).lookup?.display_uid).toBe(1000011);
    expect(selectTiersState(t.store.getState()).chosenPayType).toBeNull();
  });

  it('a tier not offered here changes nothing but the account; an unknown account shows as refused', async () => {
    const t = landing(recipient);
    await t.store.dispatch(handoffLanding({ displayUid: '1000011', rechargeId: 999, payType: 26 }));
    expect(selectTiersState(t.store.getState()).chosenPayType).toBeNull();
    const gone = landing(null);
    await gone.store.dispatch(handoffLanding({ displayUid: '1000009', rechargeId: 202, payType: 26 }));
    expect(selectRecipientState(gone.store.getState()).refusal).not.toBeNull();
  });
});
