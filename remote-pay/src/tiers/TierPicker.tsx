import { useTranslation } from '@topup/platform';
import type { Tier } from '@topup/shared/contract';
import { formatAmount, formatCoins } from '@topup/shared/domain/format';
import { sameAmount, type TierHighlights } from '@topup/shared/domain/tiers';
import styles from './TierPicker.module.css';

/**
 * The coin tiers (spec 01 §2, §3) as one radio group: arrow keys move between tiers. Each shows its base
 * diamonds and the bonus, so the bonus is visible before paying, and its price; a new user's recommended
 * tiers and a returning user's last tier carry a label.
 */
export function TierPicker({
  tiers,
  selected,
  highlights,
  onSelect,
}: {
  tiers: readonly Tier[];
  selected: number | null;
  highlights: TierHighlights;
  onSelect: (amount: number) => void;
}) {
  const { t } = useTranslation('pay');
  return (
    <div className={styles.grid} role="radiogroup" aria-labelledby="tiers-title" data-testid="tiers">
      {tiers.map((tier) => {
        const checked = selected !== null && sameAmount(tier.amount, selected);
        const recommended = highlights.recommended.some((a) => sameAmount(a, tier.amount));
        const remembered = highlights.remembered !== null && sameAmount(highlights.remembered, tier.amount);
        return (
          <label
            key={tier.amount}
            className={`${styles.tier} ${checked ? styles.checked : ''}`}
            data-testid="tier"
          >
            <input
              type="radio"
              name="tier"
              className={styles.radio}
              checked={checked}
              onChange={() => onSelect(tier.amount)}
            />
            {(recommended || remembered) && (
              <span className={styles.flag}>
                {remembered ? t('tiers.remembered') : t('tiers.recommended')}
              </span>
            )}
            <img className={styles.icon} src={tier.icon} alt="" width={40} height={40} />
            <span className={styles.coins}>
              <bdi>{formatCoins(tier.origin_coin)}</bdi> {t('tiers.coins')}
            </span>
            {tier.extra_coin > 0 && (
              <span className={styles.extra}>
                + <bdi>{formatCoins(tier.extra_coin)}</bdi> {t('tiers.bonus')}
              </span>
            )}
            <bdi className={styles.price}>{formatAmount(tier.amount)}</bdi>
          </label>
        );
      })}
    </div>
  );
}
