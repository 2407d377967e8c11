import { API } from '@topup/shared/contract/paths';
import { createTestStore, fail, ok, type FakeCall } from '../testing/testStore';
import {
  callItem,
  defineCall,
  fetchBatch,
  fetchCall,
  fillCall,
  invalidateCalls,
  selectCall,
} from './defineCall';

const charges = defineCall<{ uid: number }, { list: number[] }>('rechargeList', {
  request: ({ uid }) => ({ method: 'POST', path: API.rechargeList.path, params: { uid } }),
  requestId: () => 'recharge_list',
  alone: 'batch',
});
const cards = defineCall<{ device: string }, { items: string[] }>('cards', {
  request: ({ device }) => ({ method: 'GET', path: API.getCardSource.path, params: { h5_deviceid: device } }),
  requestId: () => 'card_source',
  tags: ['savedCards'],
});

function server() {
  let answers = 0;
  const route = (call: FakeCall) => {
    answers += 1;
    if (call.path === API.rechargeList.path) return ok({ list: [answers] });
    if (call.path === API.getCardSource.path) return ok({ items: [`card ${answers}`] });
    return fail(404);
  };
  return route;
}

describe('server data by call (one entry per call and arguments)', () => {
  it('keeps each answer under its own arguments, loading while asked', async () => {
    const { store, calls } = createTestStore({ route: server() });
    const asked = store.dispatch(fetchCall(cards, { device: 'a' }));
    expect(selectCall(store.getState(), cards, { device: 'a' })?.status).toBe('loading');
    await asked;
    await store.dispatch(fetchCall(cards, { device: 'b' }));
    expect(selectCall(store.getState(), cards, { device: 'a' })).toEqual({
      status: 'ok',
      data: { items: ['card 1'] },
    });
    expect(selectCall(store.getState(), cards, { device: 'b' })?.data).toEqual({ items: ['card 2'] });
    expect(calls.map((c) => c.params)).toEqual([{ h5_deviceid: 'a' }, { h5_deviceid: 'b' }]);
  });

  it('asks once while an answer is on its way, and answers from the store afterwards unless forced', async () => {
    const { store, calls } = createTestStore({ route: server() });
    const [a, b] = await Promise.all([
      store.dispatch(fetchCall(cards, { device: 'a' })),
      store.dispatch(fetchCall(cards, { device: 'a' })),
    ]);
    expect(a).toBe(b);
    await store.dispatch(fetchCall(cards, { device: 'a' }));
    expect(calls).toHaveLength(1);
    await store.dispatch(fetchCall(cards, { device: 'a' }, { force: true }));
    expect(calls).toHaveLength(2);
  });

  it('keeps the last good data when asking again fails, with the failure beside it', async () => {
    let down = false;
    const { store } = createTestStore({
      route: () => (down ? fail(-2, 'network') : ok({ items: ['x'] })),
    });
    await store.dispatch(fetchCall(cards, { device: 'a' }));
    down = true;
    const r = await store.dispatch(fetchCall(cards, { device: 'a' }, { force: true }));
    expect(r.result).toBe(-2);
    expect(selectCall(store.getState(), cards, { device: 'a' })).toEqual({
      status: 'failed',
      result: -2,
      message: 'network',
      data: { items: ['x'] },
    });
  });

  it('sends a batch of calls as one batch_request and fills each call’s own entry (spec 01 §7)', async () => {
    const { store, calls } = createTestStore({
      route: (call) =>
        call.path === API.rechargeList.path ? ok({ list: [1] }) : fail(-4, 'card source down'),
    });
    const answers = await store.dispatch(
      fetchBatch([callItem(charges, { uid: 7 }), callItem(cards, { device: 'a' })]),
    );
    expect(answers.map((a) => a.result)).toEqual([0, -4]);
    expect(calls[0]?.path).toBe(API.batchRequest.path);
    expect(calls.slice(1).map((c) => c.batchId)).toEqual(['recharge_list', 'card_source']);
    expect(selectCall(store.getState(), charges, { uid: 7 })).toEqual({ status: 'ok', data: { list: [1] } });
    expect(selectCall(store.getState(), cards, { device: 'a' })).toMatchObject({
      status: 'failed',
      result: -4,
    });
  });

  it('answers each item typed by its own call, and leaves an item given as null out of the batch', async () => {
    const { store, calls } = createTestStore({ route: server() });
    const [list, none, cardList] = await store.dispatch(
      fetchBatch([callItem(charges, { uid: 7 }), null, callItem(cards, { device: 'a' })]),
    );
    // typed from the calls: no cast at the caller
    const amounts: number[] | undefined = list.data?.list;
    const names: string[] | undefined = cardList.data?.items;
    expect(amounts).toEqual([1]);
    expect(names).toEqual(['card 2']);
    expect(none).toBeUndefined();
    expect(calls.slice(1).map((c) => c.batchId)).toEqual(['recharge_list', 'card_source']);
  });

  it('a call asked during a batch that carries it gets the batch’s answer, not a second request', async () => {
    const { store, calls } = createTestStore({ route: server() });
    const batch = store.dispatch(fetchBatch([callItem(charges, { uid: 7 })]));
    const alone = store.dispatch(fetchCall(charges, { uid: 7 }));
    expect((await alone).data).toEqual((await batch)[0]?.data);
    expect(calls.filter((c) => c.path === API.rechargeList.path)).toHaveLength(1);
  });

  it('a call that travels alone as a batch of one goes through batch_request (the init calls’ retry)', async () => {
    const { store, calls } = createTestStore({ route: server() });
    await store.dispatch(fetchCall(charges, { uid: 7 }));
    expect(calls.map((c) => [c.path, c.batchId])).toEqual([
      [API.batchRequest.path, undefined],
      [API.rechargeList.path, 'recharge_list'],
    ]);
  });

  it('invalidating a tag asks again every call of it that was asked, and nothing else', async () => {
    const { store, calls } = createTestStore({ route: server() });
    await store.dispatch(fetchCall(cards, { device: 'a' }));
    await store.dispatch(fetchCall(charges, { uid: 7 }));
    const before = calls.length;
    await store.dispatch(invalidateCalls('savedCards'));
    expect(calls.slice(before).map((c) => c.path)).toEqual([API.getCardSource.path]);
    expect(selectCall(store.getState(), cards, { device: 'a' })?.data).toEqual({ items: ['card 3'] });
  });

  it('fills an entry with data the page already has, without asking', () => {
    const { store, calls } = createTestStore({ route: server() });
    store.dispatch(fillCall(cards, { device: 'a' }, { items: ['known'] }));
    expect(selectCall(store.getState(), cards, { device: 'a' })).toEqual({
      status: 'ok',
      data: { items: ['known'] },
    });
    expect(calls).toHaveLength(0);
  });

  it('makes one key of equal arguments whatever their order', () => {
    const two = defineCall<{ a: number; b: number }, unknown>('two', {
      request: () => ({ method: 'GET', path: '/x' }),
    });
    expect(two.key({ a: 1, b: 2 })).toBe(two.key({ b: 2, a: 1 }));
    expect(two.key({ a: 1, b: 2 })).not.toBe(two.key({ a: 2, b: 1 }));
  });
});
