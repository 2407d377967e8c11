import { useTranslation } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { cardKind } from '@topup/shared/domain/cardKind';
import { Button } from '@topup/shared/ui';
import { SavedCardLine } from '../cards/SavedCardLine';
import styles from './HomeSections.module.css';

/**
 * Display mode 3 (switch): the recent card of the channel, and the way to the saved-card list. After an
 * Apple Pay success the recent method is Apple Pay itself (its pseudo-card has no number to show, and the
 * list holds no wallet card to switch to: the other channels are the way to another one).
 */
export function RecentCard({ card, onSwitch }: { card: SavedCard; onSwitch: () => void }) {
  const { t } = useTranslation('pay');
  if (cardKind(card) === 'wallet')
    return (
      <div className={styles.recentCard} data-testid="recent-card">
        <span className={styles.recentLabel}>{t('cards.recentMethod')}</span>
        <span className={styles.recentMethod}>{t('cards.applePay')}</span>
      </div>
    );
  return (
    <div className={styles.recentCard} data-testid="recent-card">
      <span className={styles.recentLabel}>{t('cards.recent')}</span>
      <SavedCardLine card={card} />
      <Button variant="link" onClick={onSwitch} data-testid="switch-card">
        {t('cards.switch')}
      </Button>
    </div>
  );
}
