import { useTranslation } from '@topup/platform';
import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import { Button, LtrNumber, Modal } from '@topup/shared/ui';
import { isLiveNow, type UserDialogKind } from './userTap';
import styles from './UserDialog.module.css';

/** The line of the ban result and of "living"; the user dialog says only whether they are live. */
const LINE: Record<Exclude<UserDialogKind, 'user'>, string> = {
  banned: 'live.user.banned',
  living: 'live.user.liveNow',
};

/**
 * What a tap on a seat's user shows on the web (spec 02 §4): the user dialog, the ban result or "living":
 * the user's name and the id users see, and one line saying which.
 */
export function UserDialog({
  user,
  kind,
  onClose,
}: {
  user: SeatUser;
  kind: UserDialogKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('share');
  const line = kind === 'user' ? (isLiveNow(user) ? t('live.user.liveNow') : null) : t(LINE[kind]);
  return (
    <Modal
      title={<bdi>{user.nickname || t('live.user.noName')}</bdi>}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose
      onCancel={onClose}
      testId={`user-${kind}`}
      footer={<Button onClick={onClose}>{t('live.user.ok')}</Button>}
    >
      {user.displayUid !== null && (
        <p className={styles.line}>
          {t('live.user.id')} <LtrNumber data-testid="user-id">{user.displayUid}</LtrNumber>
        </p>
      )}
      {line && (
        <p className={styles.line} data-testid="user-line">
          {line}
        </p>
      )}
    </Modal>
  );
}
