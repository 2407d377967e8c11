import type { SavedCard } from '@topup/shared/contract';
import { makeApplePayPseudoCard } from '@topup/shared/domain/cardKind';
import type { PayScene } from '@topup/shared/domain/scene';
import { offeredCardsFor, recentCardFor } from './offeredCards';

const card = (source_id: string, over: Partial<SavedCard> = {}): SavedCard =>
  ({
    source_id,
    bin: '424242',
    last4: source_id.slice(-4),
    scheme: 'visa',
    fingerprint: `fp_${source_id}`,
    issuer_country: 'SA',
    card_valid_date: '12/30',
    is_bank_expire: 0,
    is_remember: 1,
    last_use_at: 100,
    h5_deviceid: 'd',
    to_uid: 1,
    uid: 0,
    login: 0,
    ...over,
  }) as SavedCard;

interface Over {
  savedCards?: SavedCard[];
  payType?: number;
  scene?: PayScene;
  lastPayCard?: SavedCard;
  lastSuccessPayCard?: SavedCard;
}
const state = (over: Over) => ({
  savedCards: over.savedCards ?? [],
  payType: over.payType ?? 23,
  scene: over.scene ?? 'normal',
  history: {
    lastPayType: null,
    lastSuccessPayType: null,
    lastPayCard: over.lastPayCard ?? null,
    lastSuccessPayCard: over.lastSuccessPayCard ?? null,
  },
});

describe('the saved cards a card channel offers (spec 01 §4)', () => {
  const cards = [
    card('src_a_1111', { last_use_at: 50 }),
    card('adyen_b_2222', { last_use_at: 90 }),
    card('src_c_3333', { last_use_at: 80, is_remember: 0 }),
    card('src_d_4444', { last_use_at: 70 }),
    card('src_e_5555', { last_use_at: 60 }),
    card('src_f_6666', { last_use_at: 40 }),
  ];

  it("gives the channel's remembered cards of its provider, newest first, at most three", () => {
    expect(offeredCardsFor(cards, 23).map((c) => c.last4)).toEqual(['4444', '5555', '1111']);
    expect(offeredCardsFor(cards, 27).map((c) => c.last4)).toEqual(['2222']);
    expect(offeredCardsFor(cards, 24)).toEqual([]);
    expect(offeredCardsFor(cards, null)).toEqual([]);
  });

  it('proposes the last successful card, even one not remembered, while the device still has it', () => {
    const lastSuccessPayCard = card('src_c_3333', { is_remember: 0 });
    expect(recentCardFor(state({ savedCards: cards, lastSuccessPayCard }))?.source_id).toBe('src_c_3333');
    // deleted since (not in the list any more): the newest remembered card
    expect(
      recentCardFor(
        state({ savedCards: cards.filter((c) => c.source_id !== 'src_c_3333'), lastSuccessPayCard }),
      )?.source_id,
    ).toBe('src_d_4444');
  });

  it('follows the scene: a retry proposes the last attempted card, not the last successful one', () => {
    const over = {
      savedCards: cards,
      lastSuccessPayCard: card('src_e_5555'),
      lastPayCard: card('src_a_1111'),
    };
    expect(recentCardFor(state({ ...over, scene: 'normal' }))?.source_id).toBe('src_e_5555');
    expect(recentCardFor(state({ ...over, scene: 'retry' }))?.source_id).toBe('src_a_1111');
  });

  it("never proposes another provider's card, nor one on a channel without saved cards", () => {
    const lastSuccessPayCard = card('adyen_b_2222');
    expect(recentCardFor(state({ savedCards: cards, lastSuccessPayCard }))?.source_id).toBe('src_d_4444');
    expect(recentCardFor(state({ savedCards: cards, lastSuccessPayCard, payType: 24 }))).toBeNull();
    expect(recentCardFor(state({ savedCards: [], lastSuccessPayCard }))).toBeNull();
  });

  it('on an Apple Pay channel the recent method is the Apple Pay pseudo-card of the scene, if any (spec 01 §4)', () => {
    const wallet = makeApplePayPseudoCard(200);
    const savedCards = [...cards, wallet];
    expect(recentCardFor(state({ savedCards, payType: 26, lastSuccessPayCard: wallet }))).toBe(wallet);
    expect(recentCardFor(state({ savedCards, payType: 2528, lastSuccessPayCard: wallet }))).toBe(wallet);
    // a bank card last, or nothing: Apple Pay has no recent card
    expect(
      recentCardFor(state({ savedCards, payType: 26, lastSuccessPayCard: card('src_a_1111') })),
    ).toBeNull();
    expect(recentCardFor(state({ savedCards, payType: 26 }))).toBeNull();
    // the retry scene follows the last attempted card
    expect(
      recentCardFor(state({ savedCards, payType: 26, scene: 'retry', lastSuccessPayCard: wallet })),
    ).toBeNull();
    // and a card channel never proposes it
    expect(recentCardFor(state({ savedCards, payType: 23, lastSuccessPayCard: wallet }))?.source_id).toBe(
      'src_d_4444',
    );
  });
});
