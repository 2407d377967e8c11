// The pipeline's unit tests' kit (never bundled): a test store whose answers come from a route, the two
// payables, a card payment area whose provider draws a challenge the test answers, and a progress that
// records what the page would show.
import type { ApiResult } from '@topup/platform';
import { createTestStore, fail, type FakeCall } from '@topup/platform/src/testing/testStore';
import { CLIENT_RID_HEADER } from '@topup/shared/contract/orderValues';
import type { CardSurface } from '../providers/surface';
import type { ChallengeCallbacks, TokenizeOutcome } from '../providers/types';
import type { CoinPayable, FinePayable, PayProgress, PayState, Refusal } from './types';

export const ORDER_ID = 'TP20260115120000001';

export const coin = (over: Partial<CoinPayable> = {}): CoinPayable => ({
  kind: 'coin',
  uid: 21000011,
  recharge_id: 101,
  pay_type: 23,
  amount: 4.99,
  returnPath: '/pay',
  ...over,
});

export const fine = (over: Partial<FinePayable> = {}): FinePayable => ({
  kind: 'fine',
  displayUid: '1000022',
  uid: 21000022,
  amount: 20,
  channel: 'card',
  payType: 27,
  ...over,
});

/** The third provider's answer of an order (create_coin_pay, create_fine_pay with 27). */
export const adyenAnswer = (result: object, orderId = ORDER_ID) => ({
  result: 0,
  message: '',
  data: {
    order_id: orderId,
    url: '',
    platform_data: JSON.stringify(result),
    recharge_id: 103,
    pay_sub_type: 27,
  },
});

/** The in-page challenge the sandbox sends. */
export const CHALLENGE = { type: 'redirect', url: `/sandbox/3ds/${ORDER_ID}?embedded=1`, method: 'GET' };

/** A store whose calls are answered by `route` (paths not named: 404), at `href`. */
export function pipelineStore(
  route: (call: FakeCall) => ApiResult<unknown> | undefined,
  href = 'https://pay.example.com/pay',
) {
  const t = createTestStore({ href, route: (call) => route(call) ?? fail(404, 'no route') });
  const sent = (path: string) => t.calls.filter((c) => c.path === path);
  const rids = (path: string) => sent(path).map((c) => c.headers[CLIENT_RID_HEADER]);
  return { ...t, sent, rids };
}

/** Answers each call of `path` from `answers` in order (the last one again once they run out). */
export function answersOf(answers: ApiResult<unknown>[]) {
  const queue = [...answers];
  return () => (queue.length > 1 ? queue.shift() : queue[0]);
}

/**
 * A card payment area: fields whose tokenize gives `outcome`, and a provider that draws the challenge and
 * lets the test give its details (`challenge.details(…)`) or report an error.
 */
export function fakeSurface(outcome?: TokenizeOutcome) {
  const fields = {
    showErrors: jest.fn(),
    tokenize: jest.fn((): Promise<TokenizeOutcome> =>
      Promise.resolve(
        outcome ?? {
          ok: true,
          card: {
            token: 'tok_sbx_1',
            bin: '424242',
            last4: '4242',
            scheme: 'visa',
            issuer: 'Test Bank',
            issuerCountry: 'SA',
            cardValidDate: '12/30',
            holderName: 'Test User',
          },
        },
      ),
    ),
    destroy: jest.fn(),
  };
  let callbacks: ChallengeCallbacks | null = null;
  let shown: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => {
    shown = resolve;
  });
  const destroyed = jest.fn();
  const handleAction = jest.fn((_container: HTMLElement, _action: unknown, cb: ChallengeCallbacks) => {
    callbacks = cb;
    shown();
    return Promise.resolve({ destroy: destroyed });
  });
  const surface: CardSurface = {
    provider: {
      id: 'sandbox',
      load: () => Promise.resolve(),
      mountFields: () => Promise.resolve(fields),
      inPageActions: ['redirect', 'threeDS2'],
      handleAction,
    },
    container: document.createElement('div'),
    fields,
    challenge: null,
  };
  const challenge = {
    /** Resolves once the provider has drawn a challenge. */
    drawn,
    details: (details: Record<string, unknown>) => callbacks?.onDetails(details),
    error: () => callbacks?.onError(new Error('challenge')),
    destroyed,
    handleAction,
  };
  return { surface, fields, challenge };
}

/** What the page would show, in order; `ask` answers the server's questions (absent: none asked). */
export function recordProgress(ask?: (refusal: Refusal) => boolean) {
  const shown: [PayState, string | null][] = [];
  const asked: Refusal[] = [];
  const challengeErrors = jest.fn();
  const progress: PayProgress = {
    show: (state, orderId) => shown.push([state, orderId]),
    challengeError: challengeErrors,
    ...(ask
      ? {
          ask: (refusal: Refusal) => {
            asked.push(refusal);
            return Promise.resolve(ask(refusal));
          },
        }
      : {}),
  };
  return { progress, shown, states: () => shown.map(([s]) => s), asked, challengeErrors };
}

/** Lets the pipeline run up to its next wait. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
