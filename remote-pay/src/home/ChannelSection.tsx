import { useAppDispatch, useAppSelector, useErrorText, useTranslation } from '@topup/platform';
import { Card, ErrorState } from '@topup/shared/ui';
import { openCardList, retrySavedCards } from '../checkout/intents';
import {
  selectDisplayMode,
  selectPayType,
  selectRecentCard,
  selectSavedCardsCall,
} from '../checkout/selectors';
import { PAY_DISPLAY_MODE } from '@topup/shared/domain/payStep';
import { ChannelPicker } from '../tiers/ChannelPicker';
import { selectChannels, selectCurrentTier, tiersActions } from '../tiers/tiersSlice';
import { RecentCard } from './RecentCard';
import styles from './HomeSections.module.css';

/**
 * The channels of the chosen tier (a skeleton while the package info that decides the gray-released ones is
 * still coming: tiers/tiersSlice.ts selectChannelConfigKnown), and for a card channel with saved cards the recent card (display mode
 * 3, switch); the saved cards' own error (part of the init batch) shows here too.
 */
export function ChannelSection() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const channels = useAppSelector(selectChannels);
  const tierChosen = useAppSelector(selectCurrentTier) !== null;
  const payType = useAppSelector(selectPayType);
  const recentCard = useAppSelector(selectRecentCard);
  // spec 01 §2 display modes: 3 (switch) shows the recent card with the way to the list; 1 (enter) none
  const switching = useAppSelector(selectDisplayMode) === PAY_DISPLAY_MODE.SWITCH;
  const cards = useAppSelector(selectSavedCardsCall);
  return (
    <Card>
      <h2 id="channels-title" className={styles.sub}>
        {t('channel.title')}
      </h2>
      {channels === null && tierChosen ? (
        <div className={styles.skeletonList} role="status" aria-busy="true" data-testid="channels-skeleton">
          <span className={styles.visuallyHidden}>{t('channel.loading')}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.skeletonChannel} aria-hidden="true" />
          ))}
        </div>
      ) : channels === null ? (
        <p className={styles.muted}>{t('channel.chooseTier')}</p>
      ) : (
        <ChannelPicker
          channels={channels}
          selected={payType}
          onSelect={(subType) => dispatch(tiersActions.payTypeChosen(subType))}
        />
      )}
      {switching && recentCard && (
        <RecentCard card={recentCard} onSwitch={() => void dispatch(openCardList())} />
      )}
      {cards?.status === 'failed' && (
        <ErrorState
          message={`${t('cards.failed')} ${errorText(cards.result ?? -2, cards.message)}`}
          retryLabel={t('retry')}
          onRetry={() => void dispatch(retrySavedCards())}
        />
      )}
    </Card>
  );
}
