import { act, render, screen } from '@testing-library/react';
import { PlatformProvider, store } from '@topup/platform/src/hostSide';
import { FINE_AMOUNT_CHANGED, FINE_MAINTENANCE } from '@topup/shared/contract/codes';
import fines from '@topup/shared/i18n/ar/fines.json';
import '../i18n';
import { FINE } from '../checkout/checkoutTestKit';
import { fineActions, type FineStatus } from '../checkout/fineSlice';
import { FineResult } from './FineResult';

// spec 02 §2, §8 and DESIGN §10: what the page says of a fine — the ban's end date one left-to-right piece
// inside the Arabic sentence (the LtrNumber rule), and a failed lookup in the page's own words.

/** 1000002's ban: until 2027-06-30 23:59:59 in the Saudi offset (the seed's). */
const BAN_UNTIL = Date.UTC(2027, 5, 30, 20, 59, 59) / 1000;

function show(status: FineStatus) {
  const view = render(
    <PlatformProvider>
      <FineResult />
    </PlatformProvider>,
  );
  act(() => {
    store.dispatch(fineActions.lookedUp(status));
  });
  return view;
}

afterEach(() => {
  act(() => {
    store.dispatch(fineActions.lookedUp({ status: 'idle' }));
  });
});

describe('the ban’s end date', () => {
  it('is one left-to-right piece inside the sentence, in the Saudi offset', () => {
    show({ status: 'banned', fine: { ...FINE, ban_until: BAN_UNTIL, permanent: false } });
    const result = screen.getByTestId('fine-result');
    expect(result.textContent).toContain('الحساب محظور حتى 2027-06-30.');
    const dates = [...result.querySelectorAll('bdi[dir="ltr"]')].filter(
      (b) => b.textContent === '2027-06-30',
    );
    expect(dates).toHaveLength(1);
    // the piece is the date alone: the sentence's words and its full stop stay outside it
    expect(dates[0]!.parentElement!.textContent).toContain('حتى 2027-06-30.');
  });

  it('stays one piece while the fine is pending', () => {
    show({ status: 'pending', fine: { ...FINE, ban_until: BAN_UNTIL, permanent: false } });
    const result = screen.getByTestId('fine-result');
    expect([...result.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toContain('2027-06-30');
  });

  it('a permanent ban has no date to isolate', () => {
    show({ status: 'banned', fine: { ...FINE, ban_until: null, permanent: true } });
    const result = screen.getByTestId('fine-result');
    expect(result.textContent).toContain(fines.fine.permanent);
    expect(result.querySelector('bdi[dir="ltr"]')).toBeNull();
  });
});

describe('a lookup that failed', () => {
  it('says maintenance and fine changed in the page’s words, not the server’s', () => {
    show({ status: 'failed', result: FINE_MAINTENANCE, message: 'server words' });
    expect(screen.getByRole('alert').textContent).toBe(fines.pay.maintenance);
    act(() => {
      store.dispatch(fineActions.lookedUp({ status: 'failed', result: FINE_AMOUNT_CHANGED, message: 'x' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(fines.pay.amountChanged);
  });

  it('says another refusal in the server’s words', () => {
    show({ status: 'failed', result: 20100, message: 'لا يوجد حساب بهذا المعرّف' });
    expect(screen.getByRole('alert').textContent).toBe('لا يوجد حساب بهذا المعرّف');
  });
});
