import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { AccountIdField, useAccountId, type AccountIdRules } from './AccountIdField';

const DIGITS_ONLY = 'معرّف الحساب أرقام فقط، تحقق من الإدخال';
const MIN_LENGTH = 'أدخل 5 أرقام على الأقل';
const REQUIRED = 'يرجى إدخال معرّف الحساب (ID)';

function Form({ rules, onDigits }: { rules: AccountIdRules; onDigits?: (d: string) => void }) {
  const account = useAccountId(rules);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (account.confirm()) onDigits?.(`confirmed ${account.value}`);
      }}
    >
      <AccountIdField
        label="معرّف الحساب (ID)"
        name="account"
        placeholder="أدخل معرّف الحساب"
        autoComplete="username"
        state={account}
        onDigits={onDigits}
      />
      <button type="submit" disabled={!account.canConfirm && rules.minLength !== undefined}>
        بحث
      </button>
    </form>
  );
}

const field = () => screen.getByLabelText('معرّف الحساب (ID)') as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('AccountIdField (spec 01 §5, spec 02 §5, DESIGN §10)', () => {
  it('is a labelled numeric field, written left to right, with the autocomplete the caller asks for', () => {
    render(<Form rules={{ digitsOnly: DIGITS_ONLY }} />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('dir')).toBe('ltr');
    expect(field().getAttribute('autocomplete')).toBe('username');
    expect(field().getAttribute('placeholder')).toBe('أدخل معرّف الحساب');
    expect(field().getAttribute('name')).toBe('account');
  });

  it('reads Arabic-Indic and Persian digits as 0–9 as they are typed or pasted', () => {
    const onDigits = jest.fn();
    render(<Form rules={{ digitsOnly: DIGITS_ONLY }} onDigits={onDigits} />);
    type('١٠٠٠۰۰۲');
    expect(field().value).toBe('1000002');
    expect(onDigits).toHaveBeenLastCalledWith('1000002');
    expect(alertText()).toBeNull();
  });

  it('drops anything else with the digits-only message, until the next clean input', () => {
    render(<Form rules={{ digitsOnly: DIGITS_ONLY }} />);
    type('12a٣');
    expect(field().value).toBe('123');
    expect(alertText()).toBe(DIGITS_ONLY);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type('1234');
    expect(alertText()).toBeNull();
  });

  it('drops whitespace silently (ids pasted from a chat)', () => {
    render(<Form rules={{ digitsOnly: DIGITS_ONLY }} />);
    type(' 100 0001\t');
    expect(field().value).toBe('1000001');
    expect(alertText()).toBeNull();
  });

  it('with the minimum-length rule: confirmable from 5 digits, and says so before', () => {
    const onDigits = jest.fn();
    render(<Form rules={{ digitsOnly: DIGITS_ONLY, minLength: MIN_LENGTH }} onDigits={onDigits} />);
    const button = screen.getByRole('button', { name: 'بحث' });
    type('1234');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(field().form!);
    expect(alertText()).toBe(MIN_LENGTH);
    expect(onDigits).not.toHaveBeenCalledWith(expect.stringMatching(/^confirmed/));
    type('12345');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.submit(field().form!);
    expect(onDigits).toHaveBeenLastCalledWith('confirmed 12345');
  });

  it('without it: any digits confirm, an empty field says it is required', () => {
    const onDigits = jest.fn();
    render(<Form rules={{ digitsOnly: DIGITS_ONLY, required: REQUIRED }} onDigits={onDigits} />);
    fireEvent.submit(field().form!);
    expect(alertText()).toBe(REQUIRED);
    type('12');
    fireEvent.submit(field().form!);
    expect(onDigits).toHaveBeenLastCalledWith('confirmed 12');
  });

  it('keeps the digits-only message when what is left is confirmed', () => {
    const onDigits = jest.fn();
    render(<Form rules={{ digitsOnly: DIGITS_ONLY, required: REQUIRED }} onDigits={onDigits} />);
    type('12a');
    fireEvent.submit(field().form!);
    expect(onDigits).toHaveBeenLastCalledWith('confirmed 12');
    expect(alertText()).toBe(DIGITS_ONLY);
  });

  it('has a font size of at least 16px, so iPhone Safari does not zoom into it', () => {
    const css = fs.readFileSync(path.join(__dirname, 'AccountIdField.module.css'), 'utf8');
    const sizes = [...css.matchAll(/font-size:\s*([^;]+);/g)].map((m) => m[1]!.trim());
    expect(sizes).toHaveLength(1);
    // the smallest size the value can take: a plain px size, or the floor of clamp()/max()
    const floor =
      /^(?:clamp|max)\(\s*(\d+(?:\.\d+)?)px\s*,/.exec(sizes[0]!) ?? /^(\d+(?:\.\d+)?)px$/.exec(sizes[0]!);
    expect(floor).not.toBeNull();
    expect(Number(floor![1])).toBeGreaterThanOrEqual(16);
  });
});
