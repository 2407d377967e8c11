import {
  useDispatch,
  useErrorText,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import type { Channel } from '@topup/shared/domain/tiers';
import { Card, ErrorState } from '@topup/shared/ui';
import { retryCall } from '../start/initBatch';
import { payActions, selectPay } from '../store/paySlice';
import { ChannelPicker } from '../tiers/ChannelPicker';
import { RecentCard } from './RecentCard';
import styles from './HomeSections.module.css';

/**
 * The channels of the chosen tier, and for a card channel with saved cards the recent card (display mode
 * 3, switch); the saved cards' own error (part of the init batch) shows here too.
 */
export function ChannelSection({
  channels,
  recentCard,
  onSwitchCard,
}: {
  channels: readonly Channel[] | null;
  recentCard: SavedCard | null;
  onSwitchCard: () => void;
}) {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  const cards = pay.calls.cards;
  return (
    <Card>
      <h2 id="channels-title" className={styles.sub}>
        {t('channel.title')}
      </h2>
      {channels === null ? (
        <p className={styles.muted}>{t('channel.chooseTier')}</p>
      ) : (
        <ChannelPicker
          channels={channels}
          selected={pay.payType}
          onSelect={(subType) => dispatch(payActions.payTypeChosen(subType))}
        />
      )}
      {recentCard && <RecentCard card={recentCard} onSwitch={onSwitchCard} />}
      {cards.status === 'failed' && (
        <ErrorState
          message={`${t('cards.failed')} ${errorText(cards.result ?? -2, cards.message)}`}
          retryLabel={t('retry')}
          onRetry={() => void dispatch(retryCall('cards'))}
        />
      )}
    </Card>
  );
}
