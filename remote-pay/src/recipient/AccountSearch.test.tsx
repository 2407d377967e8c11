import { fireEvent, render, screen } from '@testing-library/react';
import { TestProvider } from '@topup/platform/src/testing/TestProvider';
import { createTestStore, fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import type { UserLookup } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { AccountSearch } from './AccountSearch';

const noura: UserLookup = {
  uid: 21000011,
  display_uid: 1000011,
  nickname: 'نورة',
  icon: '/a.svg',
  is_guest: 0,
  source: 1,
  status: 0,
};

function renderSearch(route: (call: FakeCall) => ReturnType<typeof ok> = () => fail(404)) {
  const setup = createTestStore({ route });
  setup.services.i18n.addResourceBundle('ar', 'pay', pay, true, true);
  const onChoose = jest.fn();
  const onVerify = jest.fn();
  render(
    <TestProvider setup={setup}>
      <AccountSearch onChoose={onChoose} onVerify={onVerify} />
    </TestProvider>,
  );
  const input = screen.getByLabelText('معرّف الحساب (ID)') as HTMLInputElement;
  return { input, onChoose, onVerify, calls: setup.calls, setup };
}

describe('the account id field (spec 01 §5, spec 02 §5)', () => {
  it('turns Arabic-Indic and Persian digits into 0–9 and refuses anything else with the digits-only message', () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: '١٠۰٠٠١a' } });
    expect(input.value).toBe('100001');
    expect(screen.getByRole('alert').textContent).toBe('معرّف المستخدم أرقام فقط، تحقق من الإدخال');
  });

  it('searches only from 5 characters', () => {
    const { input } = renderSearch();
    const search = screen.getByRole('button', { name: 'بحث' });
    fireEvent.change(input, { target: { value: '1234' } });
    expect(search.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '12345' } });
    expect(search.hasAttribute('disabled')).toBe(false);
  });

  it('shows the account found (check_display_id) before it can be chosen, and asks for a code first', async () => {
    const { input, calls, onChoose, onVerify } = renderSearch((c) =>
      c.path === API.checkDisplayId.path ? ok(noura) : fail(404),
    );
    fireEvent.change(input, { target: { value: '1000011' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByText('نورة')).toBeTruthy();
    expect(calls[0]?.params).toMatchObject({ display_id: '1000011', source: 1 });
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'شحن هذا الحساب' }));
    // an account the device has never topped up needs its code (spec 01 §6)
    expect(onVerify).toHaveBeenCalledWith(noura);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('chooses at once an account this device has topped up before', async () => {
    const { input, onChoose, setup } = renderSearch((c) =>
      c.path === API.checkDisplayId.path ? ok(noura) : fail(404),
    );
    setup.store.dispatch({ type: 'recipient/historyRestored', payload: [{ ...noura, fill_times: 1 }] });
    fireEvent.change(input, { target: { value: '1000011' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    fireEvent.click(await screen.findByRole('button', { name: 'شحن هذا الحساب' }));
    expect(onChoose).toHaveBeenCalledWith(noura);
  });

  it('names the refusal and offers no choice', async () => {
    const { input } = renderSearch((c) =>
      c.path === API.checkDisplayId.path ? ok({ ...noura, is_guest: 1 }) : fail(404),
    );
    fireEvent.change(input, { target: { value: '1000007' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect((await screen.findByRole('alert')).textContent).toBe('شحن حسابات الزوار غير مدعوم');
    expect(screen.queryByRole('button', { name: 'شحن هذا الحساب' })).toBeNull();
  });
});
