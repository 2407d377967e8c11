import { useTranslation } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { Button, Modal } from '@topup/shared/ui';
import { SavedCardLine } from '../cards/SavedCardLine';

/** spec 01 §2 expired-card popup: update the expiry, or pay with another card. */
export function ExpiredCardPopup({
  card,
  onUpdate,
  onAnother,
  onClose,
}: {
  card: SavedCard;
  onUpdate: () => void;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('pay');
  return (
    <Modal
      title={t('expiry.popupTitle')}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose
      onCancel={onClose}
      testId="expired-card"
      footer={
        <>
          <Button onClick={onUpdate}>{t('expiry.title')}</Button>
          <Button variant="secondary" onClick={onAnother}>
            {t('expiry.another')}
          </Button>
        </>
      }
    >
      <p>{t('expiry.popupBody')}</p>
      <SavedCardLine card={card} />
    </Modal>
  );
}
