import type { SavedCard } from '@topup/shared/contract';
import { makeApplePayPseudoCard } from '@topup/shared/domain/cardKind';
import { withWalletCards } from './walletCards';

const card = (source_id: string, last_use_at: number): SavedCard =>
  ({
    source_id,
    bin: '424242',
    last4: '4242',
    scheme: 'visa',
    fingerprint: `fp_${source_id}`,
    issuer_country: 'SA',
    card_valid_date: '12/30',
    is_bank_expire: 0,
    is_remember: 1,
    last_use_at,
    h5_deviceid: 'd',
    to_uid: 1,
    uid: 0,
    login: 0,
  }) as SavedCard;

const history = (over: { lastSuccessPayCard?: SavedCard; lastPayCard?: SavedCard } = {}) => ({
  lastPayType: null,
  lastSuccessPayType: null,
  lastPayCard: over.lastPayCard ?? null,
  lastSuccessPayCard: over.lastSuccessPayCard ?? null,
});

describe('the Apple Pay pseudo-card among the saved cards (spec 01 §4)', () => {
  const server = [card('src_a', 300), card('src_b', 100)];

  it('joins the server’s cards after an Apple Pay success, in last-use order, once', () => {
    const wallet = makeApplePayPseudoCard(200);
    const cards = withWalletCards(server, history({ lastSuccessPayCard: wallet, lastPayCard: wallet }));
    expect(cards.map((c) => c.source_id)).toEqual(['src_a', 'apple_pay', 'src_b']);
  });

  it('comes from the last attempted card too, and is never added twice', () => {
    const wallet = makeApplePayPseudoCard(400);
    expect(withWalletCards([...server, wallet], history({ lastPayCard: wallet }))).toHaveLength(3);
    expect(withWalletCards(server, history({ lastPayCard: wallet }))[0]).toBe(wallet);
  });

  it('leaves the list as it is when the history holds no Apple Pay card', () => {
    expect(withWalletCards(server, history({ lastSuccessPayCard: card('src_c', 500) }))).toBe(server);
    expect(withWalletCards(server, history())).toBe(server);
  });
});
