import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import { readyFineApplePay } from '../checkout/applePayReady';
import { cardChannel, FINE_CHANNELS, type FineChannelKey } from '../checkout/channels';
import { closeCard, pressChannel } from '../checkout/pay';
import {
  selectApplePayReady,
  selectCardEpoch,
  selectCardOpen,
  selectFineNotice,
  selectFinePayment,
  selectPayableFine,
} from '../checkout/selectors';
import { useNoticeText } from './useNoticeText';
import styles from './FineResult.module.css';

// the card's fields (and the payments engine's provider loader) download only when the card is chosen
const FineCardForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "fine-card" */ './FineCardForm')).FineCardForm,
}));

/**
 * The fine's pay channels (checkout/channels.ts): one button each; the hosted page goes at once, a card
 * opens its fields below, Apple Pay (where the browser has it) its sheet. One payment at a time; what the
 * last one came to, or how the order the page came back with ended, is said above them.
 */
export function FineChannels() {
  const { t } = useTranslation('fines');
  const dispatch = useAppDispatch();
  const noticeText = useNoticeText();
  const fine = useAppSelector(selectPayableFine);
  const paying = useAppSelector(selectFinePayment) !== 'idle';
  const cardOpen = useAppSelector(selectCardOpen);
  const cardEpoch = useAppSelector(selectCardEpoch);
  const applePay = useAppSelector(selectApplePayReady);
  const shown = noticeText(useAppSelector(selectFineNotice));
  // closing the card's fields gives the focus back to the button that opened them
  const buttons = useRef<Partial<Record<FineChannelKey, HTMLButtonElement | null>>>({});
  const wasOpen = useRef<FineChannelKey | null>(null);
  useEffect(() => {
    if (wasOpen.current && !cardOpen) buttons.current[wasOpen.current]?.focus();
    wasOpen.current = cardOpen;
  }, [cardOpen]);
  useEffect(() => {
    void dispatch(readyFineApplePay());
  }, [dispatch]);

  if (!fine) return null;
  const card = cardChannel(cardOpen);
  return (
    <>
      {shown && (
        <p className={styles.failed} role="alert">
          {shown}
        </p>
      )}
      {card ? (
        <Suspense
          fallback={
            <p className={styles.muted} role="status">
              {t('pay.loadingFields')}
            </p>
          }
        >
          {/* a challenge used the fields up: a new area mounts fresh ones */}
          <FineCardForm key={cardEpoch} fine={fine} channel={card} onClose={() => dispatch(closeCard())} />
        </Suspense>
      ) : (
        <div className={styles.channels} role="group" aria-label={t('pay.channels')}>
          {FINE_CHANNELS.filter((c) => c.opens !== 'sheet' || applePay).map((c) => (
            <Button
              key={c.id}
              ref={(b) => {
                buttons.current[c.id] = b;
              }}
              variant={c.id === 'card' ? 'primary' : 'secondary'}
              disabled={paying}
              onClick={() => void dispatch(pressChannel(c.id))}
              data-testid={`fine-pay-${c.id}`}
            >
              {paying && c.opens === 'page'
                ? t('pay.going')
                : t(c.labelKey, { amount: formatAmount(fine.amount) })}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
