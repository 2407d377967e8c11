import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, returnFocus } from './Modal';

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
  it('gives the focus to the next sensible control when what opened it is gone', () => {
    function Step() {
      const [step, setStep] = useState<'card' | 'home'>('card');
      return step === 'card' ? (
        <Modal title="تم" closeLabel="إغلاق" maskClosable={false} showClose onCancel={() => setStep('home')}>
          <p>نص</p>
        </Modal>
      ) : (
        <main>
          <h1>الصفحة</h1>
          <button data-return-focus="true">ادفع</button>
        </main>
      );
    }
    render(<Step />);
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ادفع' }));
  });

  it('gives it to the next sensible control when what opened it is there but cannot take it any more', () => {
    // the opener turned disabled while the dialog was open (a payment in flight): focusing it would leave
    // the focus on the page itself, and the next Tab would start from <body>
    function Busy() {
      const [open, setOpen] = useState(false);
      const [busy, setBusy] = useState(false);
      return (
        <main>
          <h1>الصفحة</h1>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setOpen(true);
              setBusy(true);
            }}
          >
            ادفع
          </button>
          <button type="button" data-return-focus="true">
            زر الدفع
          </button>
          {open && (
            <Modal
              title="تم"
              closeLabel="إغلاق"
              maskClosable={false}
              showClose
              onCancel={() => setOpen(false)}
            >
              <p>نص</p>
            </Modal>
          )}
        </main>
      );
    }
    render(<Busy />);
    const opener = screen.getByRole('button', { name: 'ادفع' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'زر الدفع' }));
  });

  it('skips a next control that refuses the focus, for the page heading', () => {
    const page = document.createElement('main');
    page.innerHTML = '<h1>الصفحة</h1><button data-return-focus="true">ادفع</button>';
    document.body.appendChild(page);
    // on the page, but refusing the focus (jsdom, as a browser, does not focus an element it cannot)
    const refusing = page.querySelector('button') as HTMLButtonElement;
    refusing.focus = () => undefined;
    returnFocus(null);
    expect(document.activeElement).toBe(page.querySelector('h1'));
    page.remove();
  });

  it('falls back to the page heading without such a control', () => {
    const heading = document.createElement('main');
    heading.innerHTML = '<h1>الصفحة</h1>';
    document.body.appendChild(heading);
    const gone = document.createElement('button');
    returnFocus(gone);
    expect(document.activeElement).toBe(heading.querySelector('h1'));
    heading.remove();
  });

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
