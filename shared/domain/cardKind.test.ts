import { cardKind, isApplePayPseudoCard, makeApplePayPseudoCard } from './cardKind';

describe('card kind (spec 01 §4, §9)', () => {
  it('a source id containing src_ is a card-checkout card', () => {
    expect(cardKind({ source_id: 'src_abc123', bin: '424242' })).toBe('cko');
    expect(cardKind({ source_id: 'x_src_1', bin: '424242' })).toBe('cko');
  });
  it('bin 000000 is a wallet card', () => {
    expect(cardKind({ source_id: 'tok_1', bin: '000000' })).toBe('wallet');
  });
  it('anything else is a third-provider card', () => {
    expect(cardKind({ source_id: 'pm_9', bin: '555555' })).toBe('third');
    expect(cardKind({ source_id: 'SRC_1', bin: '000001' })).toBe('third');
  });
  it('the Apple Pay pseudo-card has the spec fields and is a wallet card', () => {
    const card = makeApplePayPseudoCard(1_700_000_000, { uid: 5 });
    expect(card).toMatchObject({
      source_id: 'apple_pay',
      fingerprint: 'apple_pay',
      last4: '0000',
      bin: '000000',
      last_use_at: 1_700_000_000,
      uid: 5,
    });
    expect(cardKind(card)).toBe('wallet');
    expect(isApplePayPseudoCard(card)).toBe(true);
    expect(isApplePayPseudoCard({ source_id: 'src_1' })).toBe(false);
  });
});
