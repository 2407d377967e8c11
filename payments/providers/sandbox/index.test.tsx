import { act, fireEvent, screen } from '@testing-library/react';
import { api, serverClock } from '@topup/platform';
import { SANDBOX_TOKENS_PATH, THREE_DS_MESSAGE_TYPE } from '@topup/shared/contract/sandboxValues';
import type { CardFieldsInstance, ChallengeInstance, FieldsState } from '../types';
import { CARD_FIELD_TEXTS } from '../cardFieldTextsTestKit';
import { sandboxProvider } from './index';

const texts = CARD_FIELD_TEXTS;
const { labels } = texts;
const ORIGIN = 'http://localhost'; // jsdom's page
const CHALLENGE_URL = '/sandbox/3ds/TP20260115120000001?embedded=1';

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the sandbox 3-D Secure challenge (handleAction)', () => {
  let challenge: ChallengeInstance | undefined;
  const onDetails = jest.fn();
  const onError = jest.fn();

  async function showChallenge(url = CHALLENGE_URL) {
    const container = document.createElement('div');
    container.dataset.challengeTitle = 'التحقق من البطاقة';
    container.appendChild(document.createElement('p')).textContent = 'card fields';
    document.body.appendChild(container);
    const provider = sandboxProvider();
    if (!provider.handleAction) throw new Error('the sandbox handles 3-D Secure in the page');
    challenge = await provider.handleAction(
      container,
      { type: 'redirect', method: 'GET', url },
      { onDetails, onError },
    );
    const frame = container.querySelector('iframe');
    if (!frame?.contentWindow) throw new Error('no challenge frame');
    return { container, frame, frameWindow: frame.contentWindow };
  }

  const post = (init: MessageEventInit) => window.dispatchEvent(new MessageEvent('message', init));
  const message = (outcome: 'pass' | 'fail') => ({
    type: THREE_DS_MESSAGE_TYPE,
    order_id: 'TP20260115120000001',
    outcome,
  });

  beforeEach(() => {
    onDetails.mockClear();
    onError.mockClear();
  });

  afterEach(() => {
    challenge?.destroy();
    challenge = undefined;
  });

  it('puts the challenge page, on this site, in place of the card fields', async () => {
    const { container, frame } = await showChallenge();
    expect(container.children).toHaveLength(1);
    expect(frame.src).toBe(`${ORIGIN}${CHALLENGE_URL}`);
    expect(frame.title).toBe('التحقق من البطاقة');
  });

  it('hands the outcome posted by the challenge frame to onDetails', async () => {
    const { frameWindow } = await showChallenge();
    post({ data: message('pass'), origin: ORIGIN, source: frameWindow });
    expect(onDetails).toHaveBeenCalledTimes(1);
    expect(onDetails).toHaveBeenCalledWith({ threeDSResult: 'pass' });
    post({ data: message('fail'), origin: ORIGIN, source: frameWindow });
    expect(onDetails).toHaveBeenLastCalledWith({ threeDSResult: 'fail' });
  });

  it('ignores a message from another origin', async () => {
    const { frameWindow } = await showChallenge();
    post({ data: message('pass'), origin: 'https://evil.example', source: frameWindow });
    expect(onDetails).not.toHaveBeenCalled();
  });

  it('ignores a message from another window of this origin', async () => {
    await showChallenge();
    post({ data: message('pass'), origin: ORIGIN, source: window });
    const other = document.body.appendChild(document.createElement('iframe'));
    post({ data: message('pass'), origin: ORIGIN, source: other.contentWindow });
    expect(onDetails).not.toHaveBeenCalled();
  });

  it('ignores a message of another type, or none', async () => {
    const { frameWindow } = await showChallenge();
    post({ data: { ...message('pass'), type: 'other' }, origin: ORIGIN, source: frameWindow });
    post({ data: null, origin: ORIGIN, source: frameWindow });
    post({ data: 'topup-3ds', origin: ORIGIN, source: frameWindow });
    expect(onDetails).not.toHaveBeenCalled();
  });

  it('stops listening and removes the frame when destroyed', async () => {
    const { container, frameWindow } = await showChallenge();
    challenge?.destroy();
    challenge = undefined;
    expect(container.querySelector('iframe')).toBeNull();
    post({ data: message('pass'), origin: ORIGIN, source: frameWindow });
    expect(onDetails).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', 'https://evil.example/sandbox/3ds/TP1'],
    ['a javascript: url', 'javascript:alert(1)'],
    ['a protocol-relative url', '//evil.example/sandbox/3ds/TP1'],
  ])('refuses a challenge page on %s', async (_name, url) => {
    await expect(showChallenge(url)).rejects.toThrow('the challenge page is not on this site');
  });
});

describe('the sandbox card fields, mounted by the provider', () => {
  async function mounted() {
    const container = document.body.appendChild(document.createElement('div'));
    const states: FieldsState[] = [];
    let fields: CardFieldsInstance | undefined;
    /** how many inputs there were the moment mountFields resolved, before act flushed anything */
    let inputsOnMount = 0;
    await act(async () => {
      fields = await sandboxProvider().mountFields(container, { texts, onState: (s) => states.push(s) });
      inputsOnMount = container.querySelectorAll('input').length;
    });
    if (!fields) throw new Error('no fields were mounted');
    const type = (label: string, value: string) =>
      act(() => {
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      });
    return { container, fields, states, type, inputsOnMount };
  }

  it('draws the four fields at once', async () => {
    const { inputsOnMount } = await mounted();
    expect(inputsOnMount).toBe(4);
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('does not tokenize invalid fields, and shows every message instead', async () => {
    const post = jest.spyOn(api, 'post');
    const { fields } = await mounted();
    let outcome: Awaited<ReturnType<typeof fields.tokenize>> | undefined;
    await act(async () => {
      outcome = await fields.tokenize();
    });
    expect(outcome).toEqual({ ok: false, reason: 'invalid' });
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });

  it('tokenizes valid fields on this origin with Latin digits and the trimmed name', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      result: 0,
      message: '',
      data: {
        token: `tok_sbx_${'0'.repeat(32)}`,
        bin: '424242',
        last4: '4242',
        scheme: 'visa',
        issuer: 'Sandbox Bank',
        issuer_country: 'SA',
        card_valid_date: '12/49',
        fingerprint: 'f'.repeat(32),
      } as never,
    });
    const { fields, type } = await mounted();
    type(labels.cardNumber, '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢');
    type(labels.expiry, '12/49');
    type(labels.cvv, '۷۳۷');
    type(labels.holderName, 'Ali Hassan ');
    const outcome = await fields.tokenize();
    expect(post).toHaveBeenCalledWith(SANDBOX_TOKENS_PATH, {
      number: '4242424242424242',
      expiry_month: '12',
      expiry_year: '49',
      cvv: '737',
      name: 'Ali Hassan',
    });
    expect(outcome).toEqual({
      ok: true,
      card: {
        token: `tok_sbx_${'0'.repeat(32)}`,
        bin: '424242',
        last4: '4242',
        scheme: 'visa',
        issuer: 'Sandbox Bank',
        issuerCountry: 'SA',
        cardValidDate: '12/49',
        holderName: 'Ali Hassan',
      },
    });
  });

  it('says the tokenization failed when the gateway refuses', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValue({ result: 400, message: 'رقم البطاقة غير صحيح', data: undefined });
    const { fields, type } = await mounted();
    type(labels.cardNumber, '4242 4242 4242 4242');
    type(labels.expiry, '12/49');
    type(labels.cvv, '737');
    type(labels.holderName, 'Ali Hassan');
    await expect(fields.tokenize()).resolves.toEqual({
      ok: false,
      reason: 'failed',
      message: 'رقم البطاقة غير صحيح',
    });
  });

  it("judges the expiry on the server's clock: a device clock a month ahead does not refuse this month", async () => {
    // the device says 1 March 2026, the server 1 February: 02/26 is this month, not a past one
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00.500Z') });
    const ts = Date.UTC(2026, 1, 1, 10) / 1000;
    try {
      await serverClock.measure(() => Promise.resolve({ result: 0, data: { ts } }));
      const post = jest.spyOn(api, 'post').mockResolvedValue({ result: 400, message: 'x', data: undefined });
      const { fields, type } = await mounted();
      type(labels.cardNumber, '4242 4242 4242 4242');
      type(labels.expiry, '02/26');
      type(labels.cvv, '737');
      type(labels.holderName, 'Ali Hassan');
      expect(screen.queryAllByRole('alert')).toHaveLength(0);
      await fields.tokenize();
      expect(post).toHaveBeenCalledTimes(1); // valid: sent to the gateway
    } finally {
      const now = Math.floor(Date.now() / 1000);
      await serverClock.measure(() => Promise.resolve({ result: 0, data: { ts: now } }));
      jest.useRealTimers();
    }
  });

  it('removes its fields after destroy', async () => {
    const { container, fields } = await mounted();
    await act(async () => {
      fields.destroy();
      await Promise.resolve();
    });
    expect(container.children).toHaveLength(0);
  });
});
