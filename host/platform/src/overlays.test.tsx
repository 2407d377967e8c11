import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createOverlays } from './overlays';
import { OverlayHost } from './OverlayHost';
import { createI18n } from './i18n';

describe('overlays (spec 02 §2, spec 01 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 3000 ms, fading from 1750 ms', () => {
    const o = createOverlays();
    o.toast('تم');
    expect(o.getState().toast?.phase).toBe('shown');
    jest.advanceTimersByTime(1749);
    expect(o.getState().toast?.phase).toBe('shown');
    jest.advanceTimersByTime(1);
    expect(o.getState().toast?.phase).toBe('fading');
    jest.advanceTimersByTime(1249);
    expect(o.getState().toast?.text).toBe('تم');
    jest.advanceTimersByTime(1);
    expect(o.getState().toast).toBeNull();
  });

  it('a new toast replaces the old one and gets its full 3000 ms', () => {
    const o = createOverlays();
    o.toast('أول');
    jest.advanceTimersByTime(2500);
    o.toast('ثانٍ');
    jest.advanceTimersByTime(1000);
    expect(o.getState().toast).toMatchObject({ text: 'ثانٍ', phase: 'shown' });
    jest.advanceTimersByTime(2000);
    expect(o.getState().toast).toBeNull();
  });

  it('renders modals (their code loaded when the first opens), cancels on mask tap only when allowed, and shows the loading text', async () => {
    const o = createOverlays();
    const i18n = createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <OverlayHost overlays={o} />
      </I18nextProvider>,
    );
    const cancelled = jest.fn();
    act(() => {
      o.openModal({ title: 'مقفل', maskClosable: false, onCancel: cancelled });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'مقفل' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(screen.getByRole('dialog', { name: 'مقفل' })).toBeTruthy();
    expect(cancelled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelled).toHaveBeenCalledTimes(1);

    act(() => {
      o.openModal({ title: 'مفتوح' });
    });
    expect(screen.getByRole('dialog', { name: 'مفتوح' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => o.showLoading('جارٍ الذهاب إلى صفحة الدفع'));
    expect(screen.getByRole('alert').textContent).toContain('جارٍ الذهاب إلى صفحة الدفع');
    act(() => o.hideLoading());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
