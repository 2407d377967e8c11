import { fetchBatch, callItem, fetchCall, invalidateCalls, selectCall } from '@topup/platform';
import { ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { checkoutStore, savedCard } from '../checkout/checkoutTestKit';
import { cardSourceCall, SAVED_CARDS_TAG } from './calls';

// spec 01 §7 names get_card_source twice: POST inside the init and callback batches, and GET on its own.

const DEVICE = '0123456789abcdef0123456789abcdef';
const card = savedCard();

function cards() {
  const t = checkoutStore((c: FakeCall) =>
    c.path === API.getCardSource.path ? ok({ items: [card] }) : ok({}),
  );
  const sent = () => t.calls.map((c) => [c.batchId ? `batch:${c.method}` : c.method, c.batchId ?? c.path]);
  return { ...t, sent };
}

describe('get_card_source (spec 01 §7)', () => {
  it('asked alone is the spec’s GET, not a batch_request of one, and its answer is kept', async () => {
    const t = cards();
    await t.store.dispatch(fetchCall(cardSourceCall, {}, { force: true }));
    expect(t.sent()).toEqual([['GET', API.getCardSource.path]]);
    expect(t.calls[0]?.params).toEqual({ h5_deviceid: DEVICE });
    expect(selectCall(t.store.getState(), cardSourceCall, {})?.data?.items).toEqual([card]);
  });

  it('carries the session key when signed in', async () => {
    const t = cards();
    t.services.session.login({
      sessionKey: 'skey-1',
      loginType: 'account',
      user: { uid: 21000100, display_uid: 1000100, icon: '' },
    });
    await t.store.dispatch(fetchCall(cardSourceCall, {}, { force: true }));
    expect(t.calls[0]?.params).toMatchObject({ h5_deviceid: DEVICE, session_key: 'skey-1' });
  });

  it('asked again after a card changed (its tag) is the GET too', async () => {
    const t = cards();
    await t.store.dispatch(fetchCall(cardSourceCall, {}, { force: true }));
    await t.store.dispatch(invalidateCalls(SAVED_CARDS_TAG));
    expect(t.sent()).toEqual([
      ['GET', API.getCardSource.path],
      ['GET', API.getCardSource.path],
    ]);
  });

  it('inside a batch is a POST sub-request named card_source', async () => {
    const t = cards();
    await t.store.dispatch(fetchBatch([callItem(cardSourceCall, {})]));
    expect(t.sent()).toEqual([
      ['POST', API.batchRequest.path],
      ['batch:POST', 'card_source'],
    ]);
  });
});
