import { keptAnswers, recordingFetch, requestKey, type Answer, type KeptAnswer } from './keptAnswers';

/** A response whose body says which request of the network it answered; its copies say so too. */
const answer = (n: number): Response => {
  let read = false;
  const r = {
    status: 200,
    text: async () => {
      if (read) throw new TypeError('body used already');
      read = true;
      return `answer ${n}`;
    },
    clone: () => answer(n),
  };
  return r as unknown as Response;
};

function network() {
  const sent: { url: string; init: RequestInit }[] = [];
  const send = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer(sent.length);
  });
  return { send, sent };
}

const URL_ = 'https://api.example.com/api/sys/batch_request/';
const batch: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-cli-id': 'd1', 'x-lang': 'ar' },
  body: '{"requests":[]}',
};
const keyOf = (url: string, init: RequestInit) => requestKey(url, init);

describe("the early script's answers", () => {
  it("gives the page the early script's answer to the same request, once, and the early caller its own", async () => {
    const net = network();
    const list: KeptAnswer[] = [];
    const early = await recordingFetch(net.send, list)(URL_, batch);
    expect(await early.text()).toBe('answer 1');

    const kept = keptAnswers(list);
    // the same request, its headers written in another order and case
    const same = {
      ...batch,
      headers: { 'X-Lang': 'ar', 'x-cli-id': 'd1', 'content-type': 'application/json' },
    };
    expect(await kept.take(URL_, keyOf(URL_, same))).toEqual<Answer>({ status: 200, body: 'answer 1' });
    expect(net.sent).toHaveLength(1);
    // taken: the same request again is the network's
    expect(kept.take(URL_, keyOf(URL_, same))).toBeUndefined();
  });

  it('keeps nothing a request to another URL could take, and ends at the first request of its URL', () => {
    const net = network();
    const list: KeptAnswer[] = [];
    void recordingFetch(net.send, list)(`${URL_}?a=1`, batch);
    const kept = keptAnswers(list);
    expect(kept.take('https://api.example.com/api/other/', keyOf(URL_, batch))).toBeUndefined();
    expect(list).toHaveLength(1); // still there for its own URL
    // another query, method, header or body of the same URL is not the same request...
    const differing: [string, RequestInit][] = [
      [`${URL_}?a=2`, batch],
      [`${URL_}?a=1`, { ...batch, method: 'PUT' }],
      [`${URL_}?a=1`, { ...batch, headers: { ...(batch.headers as object), 'x-cli-id': 'd2' } }],
      [`${URL_}?a=1`, { ...batch, headers: { ...(batch.headers as object), 'x-session-key': 'k' } }],
      [`${URL_}?a=1`, { ...batch, body: '{"requests":[1]}' }],
    ];
    for (const [url, init] of differing) {
      const again = keptAnswers([...list]);
      expect(again.take(url, keyOf(url, init))).toBeUndefined();
    }
    // ...and the page's first request of that URL ends the answer: the same request later is sent
    expect(kept.take(`${URL_}?a=2`, keyOf(`${URL_}?a=2`, batch))).toBeUndefined();
    expect(list).toHaveLength(0);
    expect(kept.take(`${URL_}?a=1`, keyOf(`${URL_}?a=1`, batch))).toBeUndefined();
  });

  it('keeps the answer for the page even when the early caller gives up on it', () => {
    const net = network();
    const controller = new AbortController();
    void recordingFetch(net.send, [])(URL_, { ...batch, signal: controller.signal });
    controller.abort();
    expect(net.sent[0]?.init.signal).toBeNull();
  });

  it('waits for an early answer still on its way rather than asking again', async () => {
    let arrive: (r: Response) => void = () => undefined;
    const send = jest.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (arrive = resolve)),
    );
    const list: KeptAnswer[] = [];
    void recordingFetch(send, list)(URL_, batch);
    const pending = keptAnswers(list).take(URL_, keyOf(URL_, batch));
    expect(pending).toBeDefined();
    arrive(answer(7));
    expect(await pending).toEqual({ status: 200, body: 'answer 7' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes a failed early call on to the page as a failure, and to the early caller as its own', async () => {
    const list: KeptAnswer[] = [];
    const failing = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(recordingFetch(failing, list)(URL_, batch)).rejects.toThrow('Failed to fetch');
    await expect(keptAnswers(list).take(URL_, keyOf(URL_, batch))).rejects.toThrow('Failed to fetch');
  });

  it('never keeps or takes a request it cannot compare', () => {
    expect(requestKey('/a', { headers: [['x', '1']] })).toBeNull();
    expect(requestKey('/a', { method: 'POST', body: new URLSearchParams('a=1') })).toBeNull();
    expect(requestKey('/a', {})).toBe(requestKey('/a', { method: 'get', headers: {} }));
    const list: KeptAnswer[] = [];
    void recordingFetch(network().send, list)('/a', { headers: [['x', '1']] });
    expect(list).toHaveLength(0);
  });
});

describe("the host's own head start", () => {
  const ok = (n: number) => () => Promise.resolve<Answer>({ status: 200, body: `answer ${n}` });

  it("asks once, and the page's first identical request takes the answer", async () => {
    const kept = keptAnswers([]);
    const send = jest.fn(ok(1));
    const key = keyOf(URL_, batch)!;
    kept.keep(URL_, key, send);
    kept.keep(URL_, key, send); // the same request again is not asked twice
    expect(send).toHaveBeenCalledTimes(1);
    expect(await kept.take(URL_, key)).toEqual({ status: 200, body: 'answer 1' });
  });

  it("adds nothing where the early script's answer to the same request is kept", async () => {
    const net = network();
    const list: KeptAnswer[] = [];
    void recordingFetch(net.send, list)(URL_, batch);
    const kept = keptAnswers(list);
    const send = jest.fn(ok(2));
    kept.keep(URL_, keyOf(URL_, batch)!, send);
    expect(send).not.toHaveBeenCalled();
    expect(await kept.take(URL_, keyOf(URL_, batch))).toEqual({ status: 200, body: 'answer 1' });
  });

  it('asks nothing for a URL the page has asked already', () => {
    const kept = keptAnswers([]);
    expect(kept.take(URL_, keyOf(URL_, batch))).toBeUndefined();
    const send = jest.fn(ok(1));
    kept.keep(URL_, keyOf(URL_, batch)!, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a failure for the page without an unhandled rejection', async () => {
    const kept = keptAnswers([]);
    kept.keep(URL_, 'k', () => Promise.reject(-2));
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would fail the run here
    await expect(kept.take(URL_, 'k')).rejects.toBe(-2);
  });
});
