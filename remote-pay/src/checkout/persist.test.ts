import { createTestStore } from '@topup/platform/src/testing/testStore';
import { recipientActions, selectHistory } from '../recipient/recipientSlice';
import { selectTiersState, tiersActions } from '../tiers/tiersSlice';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { recipient, savedCard } from './checkoutTestKit';
import { persistListener, restorePersisted } from './persist';

const stored = (uid: number) => ({ uid, display_uid: uid - 20_000_000, nickname: `n${uid}`, icon: '/a.svg' });

describe('what the pay store keeps across visits (spec 01 §3)', () => {
  it('reads the history, the last amount, the four last-pay fields and the gray scores when a page starts', () => {
    const t = createTestStore({ services: { grayScore: (test) => (test === 'cko_new' ? 7 : 42) } });
    const card = savedCard();
    t.services.storage.set('recipientHistory', [stored(21000001)]);
    t.services.storage.set('lastAmount', 9.99);
    t.services.storage.set('lastPayType', 27);
    t.services.storage.set('lastSuccessPayType', 23);
    t.services.storage.set('lastPayCard', { ...card });
    t.services.storage.set('lastSuccessfulCard', { ...card });
    t.store.dispatch(restorePersisted());
    const s = t.store.getState();
    expect(selectHistory(s)).toEqual([stored(21000001)]);
    expect(selectTiersState(s)).toMatchObject({
      chosenAmount: 9.99,
      rememberedAmount: 9.99,
      scores: { adyenCard: 42, applePay: 42, repurchase: 42, ckoNew: 7 },
    });
    expect(selectCheckout(s).history).toEqual({
      lastPayType: 27,
      lastSuccessPayType: 23,
      lastPayCard: card,
      lastSuccessPayCard: card,
    });
  });

  it('writes the history (its last three), the last amount and the four last-pay fields as they change', () => {
    const t = createTestStore();
    t.store.dispatch(persistListener);
    for (const uid of [21000001, 21000002, 21000003, 21000004])
      t.store.dispatch(recipientActions.recipientChosen({ ...recipient, ...stored(uid) }));
    t.store.dispatch(tiersActions.amountChosen(19.99));
    const card = savedCard();
    t.store.dispatch(checkoutActions.payAttempted({ payType: 27, card }));
    t.store.dispatch(checkoutActions.paySucceeded({ payType: 27, card }));
    const { storage } = t.services;
    expect(storage.get('recipientHistory').map((r) => r.uid)).toEqual([21000004, 21000003, 21000002]);
    expect(storage.get('lastAmount')).toBe(19.99);
    expect(storage.get('lastPayType')).toBe(27);
    expect(storage.get('lastSuccessPayType')).toBe(27);
    expect(storage.get('lastPayCard')).toMatchObject({ source_id: card.source_id });
    expect(storage.get('lastSuccessfulCard')).toMatchObject({ source_id: card.source_id });
  });

  it('writes nothing for a change to something it does not keep', () => {
    const t = createTestStore();
    t.store.dispatch(persistListener);
    const set = jest.spyOn(t.services.storage, 'set');
    t.store.dispatch(checkoutActions.sceneChanged('retry'));
    expect(set).not.toHaveBeenCalled();
  });
});
