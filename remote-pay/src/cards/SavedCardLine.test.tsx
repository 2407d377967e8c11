import { act, render, screen } from '@testing-library/react';
import { serverClock } from '@topup/platform';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import '../i18n';
import { savedCard } from '../checkout/checkoutTestKit';
import { SavedCardLine } from './SavedCardLine';

// spec 01 §9: a saved card is judged expired on the server's clock, so a device
// whose clock runs a day ahead does not see a card as expired on the last day of its month.

const DAY = 86_400_000;
/** The platform's server clock, as a device `ahead` ms ahead of the server sees it. */
const setAhead = (ahead: number) =>
  serverClock.measure(() =>
    Promise.resolve({ result: 0, data: { ts: Math.floor((Date.now() - ahead) / 1000) } }),
  );

const show = () =>
  render(
    <PlatformProvider>
      <SavedCardLine card={savedCard({ card_valid_date: '02/26' })} />
    </PlatformProvider>,
  );

afterEach(async () => {
  await setAhead(0);
  jest.useRealTimers();
});

// 2026-03-01 10:00 at UTC+3 on the device: past 02/26; on the server it is still 28 February
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T07:00:00.500Z') }));

describe('a saved card on the server clock', () => {
  it('is not expired while the server is still in its month, whatever the device clock says', async () => {
    await setAhead(DAY);
    show();
    expect(screen.queryByText(pay.cards.expired)).toBeNull();
    expect(screen.getByText(pay.cards.expires, { exact: false })).toBeTruthy();
  });

  it('is judged again when the server clock answers after it was shown', async () => {
    show();
    expect(screen.getByText(pay.cards.expired)).toBeTruthy(); // the device's clock until the answer
    await act(async () => {
      await setAhead(DAY);
    });
    expect(screen.queryByText(pay.cards.expired)).toBeNull();
  });

  it('is expired once the server is past the month', async () => {
    await setAhead(0);
    show();
    expect(screen.getByText(pay.cards.expired)).toBeTruthy();
  });
});
