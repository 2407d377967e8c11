import { render, screen, within } from '@testing-library/react';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import { BrowserRouter } from '@topup/router';
import fines from '@topup/shared/i18n/ar/fines.json';
import type { ComponentType } from 'react';

// spec 02 §2: the fine page's rules — the ban lifts by itself once the fine is paid; the fine doubles with
// each refund-related ban; the unban shows as pending for a few minutes after paying; a fine that changed
// needs a refresh. All four, in that order, each saying its rule.

// the page module names its build (buildInfo.ts): the constants the build defines, set before it loads
Object.assign(globalThis, { __APP_NAME__: 'remote-fines', __APP_VERSION__: '1.0.334' });
let FinesPage: ComponentType;
beforeAll(async () => {
  FinesPage = (await import('./FinesPage')).default;
});

function showRules() {
  window.history.replaceState(null, '', '/fines');
  render(
    <PlatformProvider>
      <BrowserRouter>
        <FinesPage />
      </BrowserRouter>
    </PlatformProvider>,
  );
  const title = screen.getByRole('heading', { name: fines.rules.title });
  const list = title.parentElement!.querySelector('ol')!;
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('the fine page’s rules (spec 02 §2)', () => {
  it('shows the four rules, in the spec’s order', () => {
    expect(showRules()).toEqual([
      fines.rules.lifted,
      fines.rules.doubles,
      fines.rules.pending,
      fines.rules.refresh,
    ]);
  });

  it('the ban is lifted automatically once the fine is paid', () => {
    expect(fines.rules.lifted).toMatch(/يُرفع الحظر تلقائيًا/);
    expect(fines.rules.lifted).toMatch(/بعد دفع الغرامة/);
  });

  it('the fine doubles with each refund-related ban', () => {
    expect(fines.rules.doubles).toMatch(/تتضاعف الغرامة/);
    expect(fines.rules.doubles).toMatch(/مع كل حظر/);
    expect(fines.rules.doubles).toMatch(/استرداد/);
  });

  it('the unban shows as pending for a few minutes after paying (the minutes are not named)', () => {
    expect(fines.rules.pending).toMatch(/قيد المعالجة/);
    expect(fines.rules.pending).toMatch(/لبضع دقائق/);
    expect(fines.rules.pending).toMatch(/بعد الدفع/);
    expect(fines.rules.pending).not.toMatch(/[0-9٠-٩]/);
  });

  it('a fine that changed needs a refresh of the page', () => {
    expect(fines.rules.refresh).toMatch(/تغيّر مبلغ الغرامة/);
    expect(fines.rules.refresh).toMatch(/حدّث الصفحة/);
  });
});
