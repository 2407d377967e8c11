import { useTranslation } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { Button } from '@topup/shared/ui';
import { SavedCardLine } from '../cards/SavedCardLine';
import styles from './HomeSections.module.css';

/** Display mode 3 (switch): the recent card of the channel, and the way to the saved-card list. */
export function RecentCard({ card, onSwitch }: { card: SavedCard; onSwitch: () => void }) {
  const { t } = useTranslation('pay');
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
