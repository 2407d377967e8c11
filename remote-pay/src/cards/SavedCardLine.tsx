import { useEffect, useState } from 'react';
import { serverClock, serverNow, useTranslation } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { isSavedCardExpired } from '@topup/shared/domain/cardExpiry';
import { maskCardNumber } from '@topup/shared/domain/maskCard';
import { LtrNumber } from '@topup/shared/ui';
import styles from './SavedCardLine.module.css';

const BRAND: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mc: 'Mastercard',
  amex: 'American Express',
};

/** A saved card as the steps name it: brand, masked number (left to right), and its expiry. */
export function SavedCardLine({ card, now, id }: { card: SavedCard; now?: number; id?: string }) {
  const { t } = useTranslation('pay');
  // judged as it is shown, on the server's clock; again when that clock's offset arrives after it
  const [shownAt, setShownAt] = useState(serverNow);
  useEffect(() => serverClock.onOffsetChange(() => setShownAt(serverNow())), []);
  const expired = isSavedCardExpired(card, now ?? shownAt);
  return (
    <span className={styles.line} id={id}>
      <span className={styles.brand}>{BRAND[card.scheme.toLowerCase()] ?? card.scheme}</span>
      <LtrNumber className={styles.number}>{maskCardNumber(card.bin, card.last4)}</LtrNumber>
      <span className={expired ? styles.expired : styles.expiry}>
        {expired ? (
          t('cards.expired')
        ) : (
          <>
            {t('cards.expires')} <LtrNumber>{card.card_valid_date}</LtrNumber>
          </>
        )}
      </span>
    </span>
  );
}
