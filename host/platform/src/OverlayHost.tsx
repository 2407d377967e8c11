import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay, Modal, Toast } from '@topup/shared/ui';
import { overlays as defaultOverlays, type Overlays } from './overlays';

/** Renders the global overlays once, in the host layout. */
export function OverlayHost({ overlays = defaultOverlays }: { overlays?: Overlays }) {
  const state = useSyncExternalStore(overlays.subscribe, overlays.getState, overlays.getState);
  const { t } = useTranslation('common');
  return (
    <>
      {state.modals.map((m) => (
        <Modal
          key={m.id}
          title={m.title}
          closeLabel={t('overlay.close')}
          maskClosable={m.maskClosable !== false}
          showClose={m.showClose !== false}
          onCancel={() => overlays.cancelModal(m.id)}
          footer={m.footer}
        >
          {m.body}
        </Modal>
      ))}
      {state.loading && <LoadingOverlay text={state.loading.text ?? t('overlay.loading')} />}
      {state.toast && <Toast key={state.toast.id} text={state.toast.text} phase={state.toast.phase} />}
    </>
  );
}
