import type { Batch, BatchCall } from './batch';
import type { ApiClient } from './types';
import { withEarlyGets, withHeadStart } from './headStart';

const initCalls: BatchCall[] = [
  { method: 'POST', path: '/api/recharge/', request_id: 'recharge_list', params: { source: 1 } },
  { method: 'POST', path: '/api/cards/', request_id: 'card_source', params: { h5_deviceid: 'd1' } },
];

function setup() {
  let key = 'k1';
  const sent: BatchCall[][] = [];
  const send = jest.fn((calls: readonly BatchCall[]) => {
    sent.push([...calls]);
    return Promise.resolve({ answer: { result: 0, message: '', data: sent.length } });
  }) as unknown as Batch;
  const h = withHeadStart(send, (path) => ({ 'X-Session': key, 'X-Path': path }));
  return { ...h, sent, setKey: (k: string) => (key = k) };
}

describe('the head start of the first batch', () => {
  it("answers the page's first batch with the one sent early when they are the same requests", async () => {
    const h = setup();
    h.startEarly(initCalls);
    expect(h.sent).toHaveLength(1); // on its way before the page asks
    // the same requests, their params' keys in another order
    const asked = initCalls.map((c) => ({ ...c, params: { ...c.params } }));
    const answer = await h.batch(asked);
    expect(h.sent).toHaveLength(1);
    expect(answer).toEqual({ answer: { result: 0, message: '', data: 1 } });
  });

  it('sends the page its own batch when the requests differ, and forgets the early one', async () => {
    const h = setup();
    h.startEarly(initCalls);
    const other: BatchCall[] = [
      initCalls[0] as BatchCall,
      { ...(initCalls[1] as BatchCall), params: { h5_deviceid: 'd2' } },
    ];
    expect(await h.batch(other)).toEqual({ answer: { result: 0, message: '', data: 2 } });
    await h.batch(initCalls); // the early answer is gone: asked again
    expect(h.sent).toHaveLength(3);
  });

  it('sends the page its own batch when a header changed since (another session key)', async () => {
    const h = setup();
    h.startEarly(initCalls);
    h.setKey('k2');
    await h.batch(initCalls);
    expect(h.sent).toHaveLength(2);
  });

  it('answers only the first batch: the same requests later are asked again', async () => {
    const h = setup();
    h.startEarly(initCalls);
    await h.batch(initCalls);
    await h.batch(initCalls);
    expect(h.sent).toHaveLength(2);
  });

  it('does not start once the page has sent a batch, nor with nothing to send', async () => {
    const h = setup();
    h.startEarly([]);
    expect(h.sent).toHaveLength(0);
    await h.batch(initCalls);
    h.startEarly(initCalls);
    expect(h.sent).toHaveLength(1);
  });

  it('sends a batch with options of its own (an abort signal, a time-out) as always', async () => {
    const h = setup();
    h.startEarly(initCalls);
    await h.batch(initCalls, { timeoutMs: 1000 });
    expect(h.sent).toHaveLength(2);
  });
});

describe('the head start of the first GET of a path', () => {
  function setupGets() {
    let key = 'k1';
    const sent: { path: string; params: unknown }[] = [];
    const get = jest.fn((path: string, params?: unknown) => {
      sent.push({ path, params });
      return Promise.resolve({ result: 0, message: '', data: sent.length });
    });
    const client = {
      get,
      headers: (path: string) => ({ 'X-Session': key, 'X-Path': path }),
    } as unknown as ApiClient;
    const early = withEarlyGets(client);
    return { ...early, sent, setKey: (k: string) => (key = k) };
  }

  it("answers the page's first GET of the path with the one sent early", async () => {
    const h = setupGets();
    h.startEarly('/api/room/', { room_id: '5' });
    expect(h.sent).toHaveLength(1);
    expect(await h.client.get('/api/room/', { room_id: '5' })).toEqual({ result: 0, message: '', data: 1 });
    expect(h.sent).toHaveLength(1);
    await h.client.get('/api/room/', { room_id: '5' }); // a later GET (a retry) is asked again
    expect(h.sent).toHaveLength(2);
  });

  it('takes no params and empty params for the same query', async () => {
    const h = setupGets();
    h.startEarly('/api/last/', {});
    await h.client.get('/api/last/');
    expect(h.sent).toHaveLength(1);
  });

  it('sends the page its own GET for another query, another session key, or options of its own', async () => {
    const other = setupGets();
    other.startEarly('/api/room/', { room_id: '5' });
    await other.client.get('/api/room/', { room_id: '6' });
    expect(other.sent.map((s) => s.params)).toEqual([{ room_id: '5' }, { room_id: '6' }]);

    const key = setupGets();
    key.startEarly('/api/room/');
    key.setKey('k2');
    await key.client.get('/api/room/');
    expect(key.sent).toHaveLength(2);

    const options = setupGets();
    options.startEarly('/api/room/');
    await options.client.get('/api/room/', undefined, { timeoutMs: 1000 });
    expect(options.sent).toHaveLength(2);
  });

  it('does not start a path the page has asked already', async () => {
    const h = setupGets();
    await h.client.get('/api/room/');
    h.startEarly('/api/room/');
    expect(h.sent).toHaveLength(1);
  });
});
