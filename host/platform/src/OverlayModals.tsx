import { useTranslation } from 'react-i18next';
import { Modal } from '@topup/shared/ui';
import type { Overlays, OverlayState } from './overlays';

/**
 * The modal stack of the global overlays (spec 02 §2). Its code (the dialog, its focus trap) loads when the
 * first modal opens (OverlayHost.tsx): only the host's ticket sign-in opens one (the remotes' dialogs are
 * their own), so no first render carries it.
 */
export function OverlayModals({ modals, overlays }: { modals: OverlayState['modals']; overlays: Overlays }) {
  const { t } = useTranslation('common');
  return (
    <>
      {modals.map((m) => (
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
    </>
  );
}
