import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input and announces an error', () => {
    render(<Field label="معرّف الحساب (ID)" error="أرقام فقط" dir="ltr" />);
    const input = screen.getByLabelText('معرّف الحساب (ID)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('أرقام فقط');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
  it('shows a hint without marking the input invalid', () => {
    render(<Field label="الحساب" hint="تلميح" />);
    expect(screen.getByLabelText('الحساب').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('تلميح')).toBeTruthy();
  });
});

describe('Field descriptions', () => {
  it('keeps its own note and adds what the caller ties to the input', () => {
    render(<Field label="المعرّف" error="أرقام فقط" aria-describedby="tip" />);
    const ids = screen.getByLabelText('المعرّف').getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual([screen.getByRole('alert').id, 'tip']);
  });
});
