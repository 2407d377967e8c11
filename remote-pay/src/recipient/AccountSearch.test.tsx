import { fireEvent, render, screen } from '@testing-library/react';
import { PlatformProvider } from '@topup/platform';
import '../i18n';
import { AccountSearch } from './AccountSearch';
import { lookupAccount } from './lookupAccount';

jest.mock('./lookupAccount', () => ({ lookupAccount: jest.fn() }));
const lookup = jest.mocked(lookupAccount);

function renderSearch() {
  render(
    <PlatformProvider>
      <AccountSearch onChosen={jest.fn()} onVerify={jest.fn()} />
    </PlatformProvider>,
  );
  return screen.getByLabelText('معرّف الحساب (ID)') as HTMLInputElement;
}

describe('the account id field (spec 01 §5, spec 02 §5)', () => {
  it('turns Arabic-Indic and Persian digits into 0–9 and refuses anything else with the digits-only message', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: '١٠۰٠٠١a' } });
    expect(input.value).toBe('100001');
    expect(screen.getByRole('alert').textContent).toBe('معرّف المستخدم أرقام فقط، تحقق من الإدخال');
  });

  it('searches only from 5 characters', () => {
    const input = renderSearch();
    const search = screen.getByRole('button', { name: 'بحث' });
    fireEvent.change(input, { target: { value: '1234' } });
    expect(search.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '12345' } });
    expect(search.hasAttribute('disabled')).toBe(false);
  });

  it('shows the account found before it can be chosen', async () => {
    lookup.mockResolvedValue({
      kind: 'found',
      user: {
        uid: 21000011,
        display_uid: 1000011,
        nickname: 'نورة',
        icon: '/a.svg',
        is_guest: 0,
        source: 1,
        status: 0,
      },
    });
    const input = renderSearch();
    fireEvent.change(input, { target: { value: '1000011' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByText('نورة')).toBeTruthy();
    expect(lookup).toHaveBeenCalledWith('1000011');
    expect(screen.getByRole('button', { name: 'شحن هذا الحساب' })).toBeTruthy();
  });

  it('names the refusal and offers no choice', async () => {
    lookup.mockResolvedValue({ kind: 'refused', refusal: 'guest' });
    const input = renderSearch();
    fireEvent.change(input, { target: { value: '1000007' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect((await screen.findByRole('alert')).textContent).toBe('شحن حسابات الزوار غير مدعوم');
    expect(screen.queryByRole('button', { name: 'شحن هذا الحساب' })).toBeNull();
  });
});
