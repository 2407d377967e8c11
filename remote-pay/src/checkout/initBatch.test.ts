import { selectCall } from '@topup/platform';
import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { payInitRequests, startRecipientOf } from '@topup/shared/domain/payInitBatch';
import { cardSourceCall } from '../cards/calls';
import { recipientActions, selectRecipient, selectRecipientState } from '../recipient/recipientSlice';
import { checkoutStore, recipient, CHARGE_LIST } from './checkoutTestKit';
import { chooseRecipient } from './chooseRecipient';
import { loadInitBatch, retryRecipientCheck } from './initBatch';

const stored = { uid: 21000001, display_uid: 1000001, nickname: 'ليان', icon: '/a.svg' };

function page(route: (c: FakeCall) => ReturnType<typeof ok>) {
  const t = checkoutStore(route);
  // a page as it opens: nobody chosen yet, this device's history
  t.store.dispatch(recipientActions.recipientCleared());
  t.store.dispatch(recipientActions.historyRestored([stored]));
  return t;
}

const answers = (c: FakeCall) => {
  if (c.path === API.rechargeList.path) return ok(CHARGE_LIST);
  if (c.path === API.getCardSource.path) return ok({ items: [] });
  if (c.path === API.checkUid.path) return ok({ ...recipient, uid: 21000001, display_uid: 1000001 });
  if (c.path === API.checkUserStatus.path) return ok({ user_map: { '1000001': { status: 0, is_guest: 0 } } });
  return fail(404);
};

describe('the init batch (spec 01 §7)', () => {
  it('asks the recharge list, get_card_source, check_uid and check_user_status in one batch_request', async () => {
    const t = page(answers);
    await t.store.dispatch(loadInitBatch());
    expect(t.calls.filter((c) => c.path === API.batchRequest.path)).toHaveLength(1);
    expect(t.calls.filter((c) => c.batchId).map((c) => [c.batchId, c.params])).toEqual([
      ['recharge_list', { uid: '21000001', source: 1 }],
      ['card_source', { h5_deviceid: '0123456789abcdef0123456789abcdef' }],
      ['check_uid', { uid: '1000001' }],
      ['user_status', { source: 1, uids: ['1000001'] }],
    ]);
    expect(selectRecipient(t.store.getState())?.display_uid).toBe(1000001);
  });

  it('leaves check_uid and check_user_status out when there is no account to ask about', async () => {
    const t = page(answers);
    t.store.dispatch(recipientActions.historyRestored([]));
    await t.store.dispatch(loadInitBatch());
    expect(t.calls.filter((c) => c.batchId).map((c) => c.batchId)).toEqual(['recharge_list', 'card_source']);
  });

  it('gives a failing sub-call its own failure, the others their data', async () => {
    const t = page((c) => (c.path === API.getCardSource.path ? fail(-2, 'network') : answers(c)));
    await t.store.dispatch(loadInitBatch());
    expect(selectCall(t.store.getState(), cardSourceCall, {})).toMatchObject({
      status: 'failed',
      result: -2,
    });
    expect(selectRecipient(t.store.getState())).not.toBeNull();
  });

  it('names the refusal of the account it started with (spec 01 §5)', async () => {
    const t = page((c) => (c.path === API.checkUid.path ? ok({ ...recipient, status: 2 }) : answers(c)));
    await t.store.dispatch(loadInitBatch());
    expect(selectRecipientState(t.store.getState())).toMatchObject({ refusal: 'banned' });
    expect(selectRecipient(t.store.getState())).toBeNull();
  });

  it('retries the recipient’s check alone, as a batch of one', async () => {
    let down = true;
    const t = page((c) => (c.path === API.checkUid.path && down ? fail(-2) : answers(c)));
    await t.store.dispatch(loadInitBatch());
    expect(selectRecipient(t.store.getState())).toBeNull();
    down = false;
    const before = t.calls.length;
    await t.store.dispatch(retryRecipientCheck());
    expect(t.calls.slice(before).map((c) => c.batchId ?? c.path)).toEqual([
      API.batchRequest.path,
      'check_uid',
    ]);
    expect(selectRecipient(t.store.getState())?.display_uid).toBe(1000001);
  });

  it('logs a trace and reports an internal error for a saved-card list without its list (spec 01 §8)', async () => {
    const t = page((c) => (c.path === API.getCardSource.path ? ok({ items: null }) : answers(c)));
    const warn = jest.fn();
    t.services.logger.warn = warn;
    await t.store.dispatch(loadInitBatch());
    expect(warn).toHaveBeenCalledWith('saved-card list without its items', expect.stringContaining('Error'));
    expect(t.events).toContainEqual({ type: 'internal_error', kind: 'noSavedCardList' });
  });

  it('choosing a recipient asks that account’s own charge list (new or returning, spec 01 §3)', async () => {
    const t = page(answers);
    await t.store.dispatch(chooseRecipient(recipient));
    expect(t.calls.filter((c) => c.batchId === 'recharge_list')[0]?.params).toMatchObject({
      uid: '21000011',
    });
    expect(selectRecipientState(t.store.getState()).history[0]?.uid).toBe(recipient.uid);
  });
});

// The host sends the init batch as the page starts (host/src/routing/headStart.ts), from the same
// rules; the platform hands its answer to the page only when the page's batch is the very same requests
describe('the init batch is the one the host sends early', () => {
  const sent = (calls: FakeCall[]) =>
    calls
      .filter((c) => c.batchId)
      .map((c) => ({ method: c.method, path: c.path, request_id: c.batchId, params: c.params }));
  const me = { uid: 21000009, display_uid: 1000009, nickname: 'سارة', icon: '/s.svg' };

  it.each([
    ['a device with a history, nobody signed in', [stored], false],
    ['a signed-in user with no history', [], true],
    ['a signed-in user with a history', [stored], true],
    ['a first visit', [], false],
  ])('%s', async (_name, history, signedIn) => {
    const t = page(answers);
    t.store.dispatch(recipientActions.historyRestored(history));
    if (signedIn) t.services.session.login({ sessionKey: 'skey-9', loginType: 'account', user: me });
    await t.store.dispatch(loadInitBatch());
    const user = signedIn ? me : null;
    expect(sent(t.calls)).toEqual(
      payInitRequests({
        recipient: startRecipientOf(history, user),
        history,
        deviceId: t.services.device.deviceId(),
        sessionKey: signedIn ? 'skey-9' : null,
      }),
    );
  });
});
