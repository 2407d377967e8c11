import '../i18n';
import { useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import { flavourFromHost } from '@topup/shared/domain/storeLinks';
import { Card, PageFrame } from '@topup/shared/ui';
import { LegalLinks } from '../download/LegalLinks';
import { usePkgLinks } from '../download/usePkgLinks';

export { buildInfo } from '../buildInfo';

/** /about: about us (spec 02 §2, a screen of the text table). */
export default function AboutPage() {
  const { t } = useTranslation('share');
  const links = usePkgLinks();
  return (
    <PageFrame title={t('about.title')} testId="page-about">
      <Card>
        <p>{t('about.body')}</p>
        <p>{t('about.contact')}</p>
      </Card>
      <Link to="/">{t('about.download')}</Link>
      <LegalLinks
        flavour={flavourFromHost(window.location.hostname)}
        info={links.status === 'ok' ? (links.data ?? null) : null}
      />
    </PageFrame>
  );
}
