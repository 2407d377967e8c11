import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createOverlays } from './overlays';
import { OverlayHost } from './OverlayHost';
import { createI18n } from './i18n';

// the modal stack's code is refused (offline, or its hash did not match)
jest.mock('./OverlayModals', () => {
  throw new Error('refused');
});

it('ends the open modals as a cancel would when their code cannot load, and says so in Arabic', async () => {
  const o = createOverlays();
  render(
    <I18nextProvider i18n={createI18n()}>
      <OverlayHost overlays={o} />
    </I18nextProvider>,
  );
  const cancelled = jest.fn();
  act(() => {
    o.openModal({ title: 'سؤال', maskClosable: false, onCancel: cancelled });
  });
  expect(await screen.findByRole('status')).toHaveProperty(
    'textContent',
    'تعذّر فتح النافذة، تحقق من اتصالك بالإنترنت وأعد المحاولة',
  );
  expect(cancelled).toHaveBeenCalledTimes(1);
  expect(o.getState().modals).toEqual([]);
  expect(screen.queryByRole('dialog')).toBeNull();
});
