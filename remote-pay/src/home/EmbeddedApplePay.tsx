import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { APPLE_PAY_BUTTON_LOCALE } from '@topup/shared/domain/applePayEmbed';
import { Button, Spinner } from '@topup/shared/ui';
import { pressPay } from '../checkout/intents';
import { selectPayment } from '../checkout/selectors';
import { useEmbeddedApplePay } from './useEmbeddedApplePay';
import styles from './EmbeddedApplePay.module.css';

// The <apple-pay-button> element of Apple's Apple Pay JS SDK, as Apple documents its attributes.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'apple-pay-button': HTMLAttributes<HTMLElement> & {
        buttonstyle?: 'black' | 'white' | 'white-outline';
        type?: string;
        locale?: string;
      };
    }
  }
}

/**
 * spec 01 §2 "Embedded Apple Pay button area with a loading mask" (type 31): Apple's own button in place
 * of the pay button, masked while it loads. A browser that cannot pay with Apple Pay gets `fallback` (the
 * pay button, whose tap says Apple Pay is not supported here).
 */
export function EmbeddedApplePay({
  payType,
  recipientUid,
  enabled,
  fallback,
}: {
  payType: number;
  recipientUid: number | null;
  /** recipient, tier and channel chosen */
  enabled: boolean;
  fallback: ReactNode;
}) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectPayment).status !== 'idle';
  const { state, retry } = useEmbeddedApplePay(payType, recipientUid);
  if (state.phase === 'unsupported') return <>{fallback}</>;
  const usable = enabled && !busy;
  const pay = () => {
    if (usable) void dispatch(pressPay());
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    pay();
  };
  const masked = state.phase === 'waiting' || (state.phase === 'ready' && state.masked);
  const label = t('applePay.embedded.button');
  return (
    <div className={styles.area} data-testid="apple-pay-embedded" data-phase={state.phase} aria-busy={masked}>
      {state.phase === 'ready' &&
        (state.kind === 'element' ? (
          <apple-pay-button
            className={styles.element}
            buttonstyle="black"
            type={state.buttonType}
            locale={APPLE_PAY_BUTTON_LOCALE}
            role="button"
            tabIndex={masked ? -1 : 0}
            aria-label={label}
            aria-disabled={!usable}
            onClick={pay}
            onKeyDown={onKey}
            data-return-focus="true"
          />
        ) : (
          <button
            type="button"
            lang="ar"
            className={`${styles.css} ${state.buttonType === 'top-up' ? styles.topUp : styles.plain}`}
            tabIndex={masked ? -1 : 0}
            aria-label={label}
            aria-disabled={!usable}
            onClick={pay}
            data-return-focus="true"
          />
        ))}
      {masked && (
        <div className={styles.mask} data-testid="apple-pay-mask">
          <Spinner label={t('applePay.embedded.loading')} />
        </div>
      )}
      {state.phase === 'timedOut' && (
        <div className={styles.failed} role="alert">
          <span>{t('applePay.embedded.timedOut')}</span>
          <Button variant="link" onClick={retry}>
            {t('applePay.embedded.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
