import {
  CARD_FETCH_INTERVAL_MS,
  CARD_FETCH_MAX_ATTEMPTS,
  CARD_FETCH_TOTAL_MS,
  afterCardFetchAttempt,
  repurchasePath,
  type RepurchaseInput,
} from './repurchase';

const card = { is_remember: 1, source_id: 'src_1' };
const b: RepurchaseInput = { group: 'B', cardFetchState: 3, card, failureKind: 'verify' };

describe('card fetch after a payment (spec 01 §4, §9)', () => {
  it('retries every 2 s, 15 times, 30 s in all', () => {
    expect(CARD_FETCH_INTERVAL_MS).toBe(2000);
    expect(CARD_FETCH_MAX_ATTEMPTS).toBe(15);
    expect(CARD_FETCH_TOTAL_MS).toBe(30_000);
  });
  it('fails after the 15th attempt, not the 14th', () => {
    expect(afterCardFetchAttempt(1, false)).toEqual({ state: 2, retryInMs: 2000 });
    expect(afterCardFetchAttempt(14, false)).toEqual({ state: 2, retryInMs: 2000 });
    expect(afterCardFetchAttempt(15, false)).toEqual({ state: 4 });
    expect(afterCardFetchAttempt(15, true)).toEqual({ state: 3 });
  });
});

describe('repurchase experiment (spec 01 §4)', () => {
  it('A goes back to HOME, B pays directly with the saved card', () => {
    expect(repurchasePath({ ...b, group: 'A' })).toBe('home');
    expect(repurchasePath(b)).toBe('direct');
  });
  it('B falls back to A while the card is fetched, when fetching failed or never started', () => {
    expect(repurchasePath({ ...b, cardFetchState: 2 })).toBe('home');
    expect(repurchasePath({ ...b, cardFetchState: 4 })).toBe('home');
    expect(repurchasePath({ ...b, cardFetchState: 1 })).toBe('home');
  });
  it('B falls back to A for a card that is not remembered, or no card', () => {
    expect(repurchasePath({ ...b, card: { ...card, is_remember: 0 } })).toBe('home');
    expect(repurchasePath({ ...b, card: null })).toBe('home');
  });
  it('B falls back to A after insufficient balance with no source id', () => {
    expect(repurchasePath({ ...b, failureKind: 'balance', card: { ...card, source_id: '' } })).toBe('home');
    expect(repurchasePath({ ...b, failureKind: 'balance' })).toBe('direct');
  });
});
