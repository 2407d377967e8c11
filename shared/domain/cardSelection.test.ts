import fc from 'fast-check';
import { cardKind } from './cardKind';
import {
  CARD_STEP_MAX,
  cardAfterDelete,
  cardsForCardStep,
  selectOfferedCards,
  sortByLastUse,
} from './cardSelection';

interface C {
  source_id: string;
  bin: string;
  fingerprint: string;
  is_remember: 0 | 1;
  last_use_at: number;
}
const card = (fingerprint: string, last_use_at: number, extra: Partial<C> = {}): C => ({
  source_id: `src_${fingerprint}_${last_use_at}`,
  bin: '424242',
  fingerprint,
  is_remember: 1,
  last_use_at,
  ...extra,
});

describe('saved cards offered (spec 01 §3, §4, §9)', () => {
  it('sorts by last use, newest first, keeping ties in order', () => {
    const out = sortByLastUse([card('a', 1), card('b', 3), card('c', 2), card('d', 3)]);
    expect(out.map((c) => c.fingerprint)).toEqual(['b', 'd', 'c', 'a']);
  });
  it('never offers wallet cards', () => {
    const out = selectOfferedCards([card('a', 1), card('w', 5, { bin: '000000', source_id: 'apple_pay' })], {
      all: true,
    });
    expect(out.map((c) => c.fingerprint)).toEqual(['a']);
  });
  it('offers only remembered cards unless all are asked for', () => {
    const cards = [card('a', 1), card('b', 2, { is_remember: 0 })];
    expect(selectOfferedCards(cards, { all: false }).map((c) => c.fingerprint)).toEqual(['a']);
    expect(selectOfferedCards(cards, { all: true }).map((c) => c.fingerprint)).toEqual(['b', 'a']);
  });
  it('keeps one card per fingerprint, the most recently used', () => {
    const out = selectOfferedCards([card('a', 1), card('a', 9), card('b', 5)], { all: false });
    expect(out.map((c) => c.last_use_at)).toEqual([9, 5]);
  });
  it('shows at most 3 in the card step', () => {
    expect(CARD_STEP_MAX).toBe(3);
    const cards = [card('a', 1), card('b', 2), card('c', 3), card('d', 4)];
    expect(cardsForCardStep(cards).map((c) => c.fingerprint)).toEqual(['d', 'c', 'b']);
    expect(cardsForCardStep(cards.slice(0, 3))).toHaveLength(3);
  });
  it('filters the card step by provider', () => {
    const cards = [card('a', 1), card('t', 2, { source_id: 'pm_1' })];
    expect(cardsForCardStep(cards, 'third').map((c) => c.fingerprint)).toEqual(['t']);
    expect(cardsForCardStep(cards, 'cko').map((c) => c.fingerprint)).toEqual(['a']);
  });
  it('property: offered cards are remembered, not wallet, unique by fingerprint, newest first', () => {
    const arb = fc.array(
      fc.record({
        fingerprint: fc.constantFrom('a', 'b', 'c', 'd'),
        last_use_at: fc.nat(100),
        is_remember: fc.constantFrom(0, 1),
        bin: fc.constantFrom('424242', '000000'),
        source_id: fc.constantFrom('src_1', 'pm_1'),
      }),
    );
    fc.assert(
      fc.property(arb, (cards) => {
        const out = selectOfferedCards(cards, { all: false });
        const fps = out.map((c) => c.fingerprint);
        return (
          new Set(fps).size === fps.length &&
          out.every((c) => c.is_remember === 1 && cardKind(c) !== 'wallet') &&
          out.every((c, i) => i === 0 || (out[i - 1]?.last_use_at ?? 0) >= c.last_use_at)
        );
      }),
    );
  });
});

describe('after deleting a card (spec 01 §4)', () => {
  const cards = [
    card('a', 5),
    card('b', 4),
    card('t', 3, { source_id: 'pm_1' }),
    card('n', 6, { is_remember: 0 }),
  ];
  it('picks another remembered card of the channel provider', () => {
    expect(cardAfterDelete(cards, 'a', 23)?.fingerprint).toBe('b');
    expect(cardAfterDelete(cards, 'b', 23)?.fingerprint).toBe('a');
    expect(cardAfterDelete(cards, 'a', 27)?.fingerprint).toBe('t');
  });
  it('falls back to the channel list when none is left', () => {
    expect(cardAfterDelete(cards, 't', 27)).toBeNull();
    expect(cardAfterDelete([card('a', 1)], 'a', 23)).toBeNull();
    expect(cardAfterDelete(cards, 'a', 26)).toBeNull();
  });
});
