import { useTranslation } from '@topup/platform';
import { LtrNumber } from '@topup/shared/ui';
import styles from './RecipientBadge.module.css';

export interface BadgeAccount {
  display_uid: number;
  nickname: string;
  icon: string;
}

/** Avatar, nickname and id of an account: how the page names whom the user is paying for. */
export function RecipientBadge({
  account,
  size = 'normal',
}: {
  account: BadgeAccount;
  size?: 'normal' | 'small';
}) {
  const { t } = useTranslation('pay');
  return (
    <span className={`${styles.badge} ${size === 'small' ? styles.small : ''}`} data-testid="recipient-badge">
      <img className={styles.avatar} src={account.icon} alt="" width={40} height={40} />
      <span className={styles.text}>
        <span className={styles.name}>{account.nickname}</span>
        <span className={styles.id}>
          {t('recipient.idLabel')}: <LtrNumber>{account.display_uid}</LtrNumber>
        </span>
      </span>
    </span>
  );
}
