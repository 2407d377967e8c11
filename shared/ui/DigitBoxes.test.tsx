import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { normaliseVerifyCode } from '../domain/verifyCode';
import { DigitBoxes } from './DigitBoxes';

function Code({ onNonNumeric = () => undefined }: { onNonNumeric?: () => void }) {
  const [value, setValue] = useState(['', '', '', '']);
  return (
    <>
      <DigitBoxes
        value={value}
        onChange={setValue}
        normalise={normaliseVerifyCode}
        onNonNumeric={onNonNumeric}
        boxLabel={(i, n) => `الرقم ${i + 1} من ${n}`}
      />
      <output>{value.join('')}</output>
    </>
  );
}

const box = (i: number) => screen.getByLabelText(`الرقم ${i + 1} من 4`) as HTMLInputElement;

describe('DigitBoxes (spec 01 §4, §5)', () => {
  it('moves to the next box after each digit, reading Arabic-Indic digits', () => {
    render(<Code />);
    box(0).focus();
    fireEvent.change(box(0), { target: { value: '٣' } });
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(document.activeElement).toBe(box(2));
    expect(screen.getByRole('status').textContent).toBe('37');
  });

  it('fills every box from a pasted code, digits or words', () => {
    render(<Code />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '١٢٣٤' } });
    expect(screen.getByRole('status').textContent).toBe('1234');
    fireEvent.paste(box(0), { clipboardData: { getData: () => 'خمسة ستة سبعة ثمانية' } });
    expect(screen.getByRole('status').textContent).toBe('5678');
  });

  it('goes back a box on Backspace in an empty box, clearing it', () => {
    render(<Code />);
    fireEvent.change(box(0), { target: { value: '1' } });
    fireEvent.change(box(1), { target: { value: '2' } });
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('keeps a letter out and says so', () => {
    const onNonNumeric = jest.fn();
    render(<Code onNonNumeric={onNonNumeric} />);
    fireEvent.change(box(0), { target: { value: 'a' } });
    expect(box(0).value).toBe('');
    expect(onNonNumeric).toHaveBeenCalledTimes(1);
  });

  it('writes the digits left to right inside the right-to-left page', () => {
    render(<Code />);
    expect(box(0).closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
