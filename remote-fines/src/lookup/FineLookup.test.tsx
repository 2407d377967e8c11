import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '@topup/platform';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import fines from '@topup/shared/i18n/ar/fines.json';
import '../i18n';
import { FineLookup } from './FineLookup';

function renderLookup() {
  render(
    <PlatformProvider>
      <FineLookup />
    </PlatformProvider>,
  );
  return screen.getByLabelText(fines.account.label) as HTMLInputElement;
}

const check = () => fireEvent.click(screen.getByRole('button', { name: fines.account.check }));

describe('the fine lookup account id (spec 02 §2, §5)', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(api, 'get').mockResolvedValue({
      result: 0,
      message: '',
      data: { amount: 20, ban_until: null, permanent: true },
    });
  });
  afterEach(() => get.mockRestore());

  it('reads Arabic-Indic digits as typed and looks the id up in Latin digits', async () => {
    const input = renderLookup();
    fireEvent.change(input, { target: { value: '١٠٠٠٠٠٢' } });
    expect(input.value).toBe('1000002');
    check();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/fine/get_fine_info/', { id: '1000002' }));
  });

  it('drops anything else as it is typed, with the digits-only message, as the pay page does', () => {
    const input = renderLookup();
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12');
    expect(screen.getByRole('alert').textContent).toBe(fines.account.digitsOnly);
  });

  it('asks for an id before looking anything up', () => {
    renderLookup();
    check();
    expect(screen.getByRole('alert').textContent).toBe(fines.account.required);
    expect(get).not.toHaveBeenCalled();
  });
});
