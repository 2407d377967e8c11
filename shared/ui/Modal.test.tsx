import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Opener({ onCancel = () => undefined }: { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        افتح
      </button>
      {open && (
        <Modal
          title="رمز التحقق"
          closeLabel="إغلاق"
          maskClosable
          showClose
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
          footer={<button type="button">تأكيد</button>}
        >
          <input aria-label="الرمز" />
        </Modal>
      )}
    </>
  );
}

describe('Modal (a real dialog)', () => {
  it('is named by its title, takes the focus on its first field, and gives it back on close', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'افتح' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'رمز التحقق' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('الرمز'));
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog, both ways', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'افتح' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'إغلاق' });
    const confirm = screen.getByRole('button', { name: 'تأكيد' });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('cancels on Escape and on the mask, not on a click inside', () => {
    const onCancel = jest.fn();
    render(<Opener onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'افتح' }));
    fireEvent.click(screen.getByLabelText('الرمز'));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'افتح' }));
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
