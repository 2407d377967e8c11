import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import { makeApplePayPseudoCard } from '@topup/shared/domain/cardKind';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import '../i18n';
import { savedCard } from '../checkout/checkoutTestKit';
import { RecentCard } from './RecentCard';

const show = (card: Parameters<typeof RecentCard>[0]['card']) =>
  render(
    <PlatformProvider>
      <RecentCard card={card} onSwitch={() => undefined} />
    </PlatformProvider>,
  );

describe('the recent method at home (spec 01 §2 display mode 3, §4)', () => {
  it('names Apple Pay after an Apple Pay success: no number, no expiry, nothing to switch to', () => {
    show(makeApplePayPseudoCard(1_768_478_400));
    const recent = screen.getByTestId('recent-card');
    expect(recent.textContent).toBe(`${pay.cards.recentMethod}${pay.cards.applePay}`);
    expect(screen.queryByTestId('switch-card')).toBeNull();
  });

  it('shows a bank card with its masked number and the way to the list', () => {
    show(savedCard());
    expect(screen.getByTestId('recent-card').textContent).toContain('424242******4242');
    expect(screen.getByTestId('switch-card').textContent).toBe(pay.cards.switch);
  });
});
