import { runtimeConfig, useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import type { PkgInfo } from '@topup/shared/contract/sys';
import { privacyUrl, termsUrl, type Flavour } from '@topup/shared/domain/storeLinks';
import { openedByApp } from './openExternal';
import styles from './LegalLinks.module.css';

/** spec 02 §2: the privacy policy, the terms / user agreement of the flavour, and about us. */
export function LegalLinks({ flavour, info }: { flavour: Flavour; info: PkgInfo | null }) {
  const { t } = useTranslation('share');
  const { legal } = runtimeConfig();
  const external = (url: string, label: string, testId: string) => (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      onClick={(e) => {
        if (openedByApp(url)) e.preventDefault();
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className={styles.legal} aria-label={t('legal.label')}>
      {info && external(privacyUrl(flavour, info, legal), t('home.privacy'), 'privacy-link')}
      {external(termsUrl(flavour, legal), t('legal.terms'), 'terms-link')}
      <Link to="/about">{t('about.title')}</Link>
    </nav>
  );
}
