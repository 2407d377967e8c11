import { useTranslation } from '@topup/platform';
import { Button, Modal } from '@topup/shared/ui';

/**
 * spec 01 §2 exit-confirm: a title and two buttons; confirm is "continue paying", cancel is "give up".
 * Text of the pay flow: "only one step left to finish the order, do you really want to give up?".
 */
export function ExitConfirm({ onContinue, onGiveUp }: { onContinue: () => void; onGiveUp: () => void }) {
  const { t } = useTranslation('pay');
  return (
    <Modal
      title={t('exit.title')}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose={false}
      onCancel={onContinue}
      role="alertdialog"
      testId="exit-confirm"
      footer={
        <>
          <Button onClick={onContinue}>{t('exit.continue')}</Button>
          <Button variant="secondary" onClick={onGiveUp}>
            {t('exit.giveUp')}
          </Button>
        </>
      }
    >
      <p>{t('exit.body')}</p>
    </Modal>
  );
}
