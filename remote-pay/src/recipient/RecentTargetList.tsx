import { useTranslation, useSession } from '@topup/platform';
import type { RechargeTargetRecord } from '@topup/shared/contract';
import { formatDate, KSA_OFFSET_HOURS } from '@topup/shared/domain/formatDate';
import { refusalForLookup } from '@topup/shared/domain/recipientRefusal';
import { LtrInText, ltrPart } from '@topup/shared/ui';
import { RecipientBadge } from './RecipientBadge';
import { REFUSAL_KEY } from './refusalText';
import styles from './RecentTargetList.module.css';

/**
 * The recent recharge targets (spec 01 §3): the logged-in user's own account first, then the accounts
 * topped up most recently. An account that can no longer be topped up says why and cannot be picked.
 */
export function RecentTargetList({
  records,
  statuses = {},
  onPick,
  showLastTime = false,
}: {
  records: readonly RechargeTargetRecord[];
  /** check_user_status of the init batch, by display id: used where a record's own status is older. */
  statuses?: Readonly<Record<string, { status: number; is_guest: number }>>;
  onPick: (record: RechargeTargetRecord) => void;
  showLastTime?: boolean;
}) {
  const { t } = useTranslation('pay');
  const self = useSession().user?.uid ?? null;
  return (
    <ul className={styles.list} data-testid="recent-targets">
      {records.map((r) => {
        const known = statuses[String(r.to_display_uid)];
        const refusal =
          refusalForLookup({ status: r.status2, is_guest: r.is_guest }) ??
          (known ? refusalForLookup(known) : null);
        const account = {
          display_uid: r.to_display_uid,
          nickname: r.to_nickname || (r.to_uid === self ? t('recipient.self') : String(r.to_display_uid)),
          icon: r.to_icon,
        };
        return (
          <li key={r.to_uid}>
            <button
              type="button"
              className={styles.item}
              disabled={refusal !== null}
              aria-describedby={refusal ? `refusal-${r.to_uid}` : undefined}
              onClick={() => onPick(r)}
            >
              <RecipientBadge account={account} size="small" />
              <span className={styles.meta}>
                {r.to_uid === self && <span className={styles.self}>{t('recipient.self')}</span>}
                {r.fill_times > 0 && <span>{t('search.fillTimes', { count: r.fill_times })}</span>}
                {showLastTime && r.last_fill_time > 0 && (
                  <span>
                    <LtrInText
                      text={t('rechargeList.lastTime', {
                        date: ltrPart(formatDate(r.last_fill_time, KSA_OFFSET_HOURS)),
                      })}
                    />
                  </span>
                )}
              </span>
            </button>
            {refusal && (
              <p id={`refusal-${r.to_uid}`} className={styles.refusal}>
                {t(REFUSAL_KEY[refusal])}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
