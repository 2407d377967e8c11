import { adoptingFetch, recordingFetch, requestKey, type EarlyResponse } from './earlyResponses';

/** A response whose body says which request of the network it answered. */
const answer = (n: number): Response => {
  const r = { body: `answer ${n}`, text: async () => `answer ${n}`, clone: () => ({ ...r, copy: true }) };
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

const batch: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-cli-id': 'd1', 'x-lang': 'ar' },
  body: '{"requests":[]}',
};

describe('answers sent before the host runs', () => {
  it("gives the page the early script's answer to the same request, once", async () => {
    const net = network();
    const kept: EarlyResponse[] = [];
    const early = await recordingFetch(net.send, kept)('/api/sys/batch_request/', batch);
    expect(await early.text()).toBe('answer 1');

    const page = adoptingFetch(net.send, () => kept);
    // the same request, its headers written in another order and case
    const same = {
      ...batch,
      headers: { 'X-Lang': 'ar', 'x-cli-id': 'd1', 'content-type': 'application/json' },
    };
    expect(await (await page('/api/sys/batch_request/', same)).text()).toBe('answer 1');
    expect(net.sent).toHaveLength(1);
    // the answer is taken: the same request again goes to the network
    expect(await (await page('/api/sys/batch_request/', same)).text()).toBe('answer 2');
    expect(net.sent).toHaveLength(2);
  });

  it('sends a request that differs in its URL, method, one header or its body', async () => {
    const net = network();
    const kept: EarlyResponse[] = [];
    void recordingFetch(net.send, kept)('/api/x/', batch);
    const page = adoptingFetch(net.send, () => kept);
    await page('/api/y/', batch);
    await page('/api/x/', { ...batch, method: 'PUT' });
    await page('/api/x/', { ...batch, headers: { ...(batch.headers as object), 'x-cli-id': 'd2' } });
    await page('/api/x/', { ...batch, headers: { ...(batch.headers as object), 'x-session-key': 'k' } });
    await page('/api/x/', { ...batch, body: '{"requests":[1]}' });
    expect(net.sent).toHaveLength(6);
    expect(kept).toHaveLength(1); // still there for its own request
  });

  it('keeps the answer for the page even when the early caller gives up on it', async () => {
    const net = network();
    const kept: EarlyResponse[] = [];
    const controller = new AbortController();
    void recordingFetch(net.send, kept)('/api/x/', { ...batch, signal: controller.signal });
    controller.abort();
    expect(net.sent[0]?.init.signal).toBeNull();
  });

  it('waits for an early answer still on its way rather than asking again', async () => {
    let arrive: (r: Response) => void = () => undefined;
    const send = jest.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (arrive = resolve)),
    );
    const kept: EarlyResponse[] = [];
    void recordingFetch(send, kept)('/api/x/', batch);
    const pageSend = jest.fn(async () => answer(9));
    const pending = adoptingFetch(pageSend, () => kept)('/api/x/', batch);
    arrive(answer(1));
    expect(await (await pending).text()).toBe('answer 1');
    expect(pageSend).not.toHaveBeenCalled();
  });

  it('passes a failed early call on as the network failure it was', async () => {
    const kept: EarlyResponse[] = [];
    const failing = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(recordingFetch(failing, kept)('/api/x/', batch)).rejects.toThrow('Failed to fetch');
    const page = adoptingFetch(network().send, () => kept);
    await expect(page('/api/x/', batch)).rejects.toThrow('Failed to fetch');
  });

  it('sends every call when the page has no early answers', async () => {
    const net = network();
    await adoptingFetch(net.send, () => undefined)('/api/x/', batch);
    expect(net.sent).toHaveLength(1);
  });

  it('never adopts a request it cannot compare', () => {
    expect(requestKey('/a', { headers: [['x', '1']] })).toBeNull();
    expect(requestKey('/a', { method: 'POST', body: new URLSearchParams('a=1') })).toBeNull();
    expect(requestKey('/a', {})).toBe(requestKey('/a', { method: 'get', headers: {} }));
  });
});
