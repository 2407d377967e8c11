import { fireEvent, render, screen } from '@testing-library/react';
import { api, PlatformProvider } from '@topup/platform';
import common from '@topup/shared/i18n/ar/common.json';
import { MemoryRouter } from 'react-router';
import LoginPage from './LoginPage';

describe('the login account field (spec 02 §2, §5)', () => {
  it('takes digits only, with the rule of the pay and fine pages', () => {
    render(
      <PlatformProvider>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </PlatformProvider>,
    );
    const input = screen.getByLabelText(common.login.account) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '۱٠٠٠١٠٠x' } });
    expect(input.value).toBe('1000100');
    expect(screen.getByRole('alert').textContent).toBe(common.login.accountDigitsOnly);
  });
});

describe('signing in (spec 02 §4, §5)', () => {
  it('asks for each missing field with its own message, and sends nothing', () => {
    const get = jest.spyOn(api, 'get');
    render(
      <PlatformProvider>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </PlatformProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: common.login.submit }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([common.login.accountRequired, common.login.passwordRequired]);
    expect(get).not.toHaveBeenCalled();
    get.mockRestore();
  });
});
