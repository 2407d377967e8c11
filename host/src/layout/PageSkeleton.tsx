import { useTranslation } from 'react-i18next';

/** The same skeleton as the prerendered shell in index.html, so React takes over without a visible change. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="tp-skeleton" role="status" aria-busy="true" aria-label={t('remote.loading')}>
      <div className="tp-sk-title" />
      <div className="tp-sk-card" />
      <div className="tp-sk-card tp-sk-short" />
    </div>
  );
}
