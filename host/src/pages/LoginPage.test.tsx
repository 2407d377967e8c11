import { fireEvent, render, screen } from '@testing-library/react';
import { api } from '@topup/platform';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import { LOGIN_PHONE_WRONG_PASSWORD, LOGIN_WRONG_PASSWORD } from '@topup/shared/contract/codes';
import texts from '@topup/shared/i18n/ar/login.json';
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
    const input = screen.getByLabelText(texts.login.account) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '۱٠٠٠١٠٠x' } });
    expect(input.value).toBe('1000100');
    expect(screen.getByRole('alert').textContent).toBe(texts.login.accountDigitsOnly);
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
    fireEvent.click(screen.getByRole('button', { name: texts.login.submit }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([texts.login.accountRequired, texts.login.passwordRequired]);
    expect(get).not.toHaveBeenCalled();
    get.mockRestore();
  });
});

describe('a phone account signs in with its box ticked (spec 02 §5, §7)', () => {
  const page = () =>
    render(
      <PlatformProvider>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </PlatformProvider>,
    );
  const fill = () => {
    fireEvent.change(screen.getByLabelText(texts.login.account), { target: { value: '1000101' } });
    fireEvent.change(screen.getByLabelText(texts.login.password), { target: { value: 'secret' } });
  };
  const answer = (result: number) =>
    jest
      .spyOn(api, 'get')
      .mockResolvedValue({ result, message: 'نص الخادم', data: undefined } as Awaited<
        ReturnType<typeof api.get>
      >);
  afterEach(() => jest.restoreAllMocks());

  it('the box sends pass_phone_login=1; a wrong phone password is said in the page’s own words', async () => {
    const get = answer(LOGIN_PHONE_WRONG_PASSWORD);
    page();
    fill();
    const box = screen.getByLabelText(texts.login.phoneAccount) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: texts.login.submit }));
    expect((await screen.findByTestId('login-failure')).textContent).toBe(texts.login.phoneWrongPassword);
    expect(get).toHaveBeenCalledWith(
      '/api/user/account_login/',
      expect.objectContaining({ display_uid: '1000101', password: 'secret', pass_phone_login: 1 }),
    );
  });

  it('without the box it is an account password (pass_phone_login=0), and 20120 has its own text', async () => {
    const get = answer(LOGIN_WRONG_PASSWORD);
    page();
    fill();
    fireEvent.click(screen.getByRole('button', { name: texts.login.submit }));
    expect((await screen.findByTestId('login-failure')).textContent).toBe(texts.login.wrongPassword);
    expect(get).toHaveBeenCalledWith(
      '/api/user/account_login/',
      expect.objectContaining({ pass_phone_login: 0 }),
    );
  });
});
