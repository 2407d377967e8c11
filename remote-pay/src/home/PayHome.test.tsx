import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import { BrowserRouter } from '@topup/router';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import '../i18n';
import { PayHome } from './PayHome';

// Each update of the store renders its readers as one task. The home's sections read the store
// themselves, so the flow around them rendering again (a checkout action at start, a dialog) must not
// render them again.

const renders = { recipient: 0, tiers: 0, channels: 0, bar: 0 };
jest.mock('./RecipientSection', () => ({ RecipientSection: () => (renders.recipient++, null) }));
jest.mock('./TierSection', () => ({ TierSection: () => (renders.tiers++, null) }));
jest.mock('./ChannelSection', () => ({ ChannelSection: () => (renders.channels++, null) }));
jest.mock('./PayBar', () => ({ PayBar: () => (renders.bar++, null) }));

// the flow around the home: a button renders it again, as a checkout action renders PayFlow
function Flow() {
  const [n, setN] = useState(0);
  return (
    <div data-flow-render={n}>
      <button type="button" onClick={() => setN(n + 1)}>
        again
      </button>
      <PayHome />
    </div>
  );
}

const show = () =>
  render(
    <PlatformProvider>
      <BrowserRouter>
        <Flow />
      </BrowserRouter>
    </PlatformProvider>,
  );

describe('the home of /pay (spec 01 §2)', () => {
  it('shows its four sections and the way to the recharge list', () => {
    show();
    expect(renders).toEqual({ recipient: 1, tiers: 1, channels: 1, bar: 1 });
    expect(screen.getByRole('link', { name: pay.rechargeList.title }).getAttribute('href')).toBe(
      '/recharge-list',
    );
  });

  it('does not render its sections again when only the flow around it renders', () => {
    const before = { ...renders };
    show();
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(document.querySelector('[data-flow-render="2"]')).not.toBeNull();
    expect(renders).toEqual({
      recipient: before.recipient + 1,
      tiers: before.tiers + 1,
      channels: before.channels + 1,
      bar: before.bar + 1,
    });
  });
});
