import { fireEvent, render, screen } from '@testing-library/react';
import { PlatformProvider } from '@topup/platform';
import common from '@topup/shared/i18n/ar/common.json';
import LoginPage from './LoginPage';

describe('the login account field (spec 02 §2, §5)', () => {
  it('takes digits only, with the rule of the pay and fine pages', () => {
    render(
      <PlatformProvider>
        <LoginPage />
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
