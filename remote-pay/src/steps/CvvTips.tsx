import { useTranslation } from '@topup/platform';
import { Modal } from '@topup/shared/ui';

/** spec 01 §2 CVV tips popup: "the 3 digits on the back of the card". */
export function CvvTips({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pay');
  return (
    <Modal
      title={t('cvv.tipsTitle')}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose
      onCancel={onClose}
      testId="cvv-tips"
    >
      <p>{t('cvv.tipsBody')}</p>
    </Modal>
  );
}
