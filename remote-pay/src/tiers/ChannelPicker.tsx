import { useTranslation } from '@topup/platform';
import type { Channel } from '@topup/shared/domain/tiers';
import styles from './ChannelPicker.module.css';

const LABEL: Readonly<Record<Channel['kind'], string>> = {
  applePay: 'channel.applePay',
  ckoCard: 'channel.ckoCard',
  secondCard: 'channel.secondCard',
  thirdCard: 'channel.thirdCard',
};

/** The payment channels of the chosen tier (spec 01 §3 display groups), as one radio group. */
export function ChannelPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: readonly Channel[];
  selected: number | null;
  onSelect: (subType: number) => void;
}) {
  const { t } = useTranslation('pay');
  if (channels.length === 0) return <p className={styles.none}>{t('channel.none')}</p>;
  return (
    <div className={styles.list} role="radiogroup" aria-labelledby="channels-title" data-testid="channels">
      {channels.map((c) => (
        <label
          key={c.subType}
          className={`${styles.channel} ${c.subType === selected ? styles.checked : ''}`}
        >
          <input
            type="radio"
            name="channel"
            className={styles.radio}
            value={c.subType}
            checked={c.subType === selected}
            onChange={() => onSelect(c.subType)}
          />
          <span>{t(LABEL[c.kind])}</span>
        </label>
      ))}
    </div>
  );
}
