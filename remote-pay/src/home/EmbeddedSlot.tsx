import { createElement, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from '@topup/platform';
import { Spinner } from '@topup/shared/ui';
import styles from './PayBar.module.css';
import { withLaterTexts } from '../i18n';

type Area = typeof import('./EmbeddedApplePay').EmbeddedApplePay;

let loaded: Area | null = null;

/**
 * Type 31's area (EmbeddedApplePay), loaded only for those who get it, a spinner in its place meanwhile.
 * Not React.lazy: a channel choice that suspended would hold the radio's commit back until the fallback's
 * reveal, and the radio would read unchecked meanwhile.
 */
export function EmbeddedSlot(props: ComponentProps<Area>) {
  const { t } = useTranslation('pay');
  const [area, setArea] = useState<Area | null>(loaded);
  useEffect(() => {
    if (area) return;
    let live = true;
    void withLaterTexts(import(/* webpackChunkName: "apple-pay-embedded" */ './EmbeddedApplePay')).then(
      (m) => {
        loaded = m.EmbeddedApplePay;
        if (live) setArea(() => m.EmbeddedApplePay);
      },
    );
    return () => {
      live = false;
    };
  }, [area]);
  if (area) return createElement(area, props);
  return (
    <span className={styles.embedLoading} data-testid="apple-pay-embedded" data-phase="loading">
      <Spinner label={t('applePay.embedded.loading')} />
    </span>
  );
}
