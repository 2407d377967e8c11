import { useTranslation } from 'react-i18next';
import { defineCall, useCall } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import type { SecurityReports as Reports } from '@topup/shared/contract/securityReport';
import { Button } from '@topup/shared/ui';
import styles from './TestPage.module.css';

// DESIGN §13 (PCI DSS 11.6.1): what the pages' policy blocked and what they refused for its hash, as the
// API keeps it (the contract server's SQLite): the newest first, so a tester sees a refusal at once.

const securityReportsCall = defineCall<{ limit: number }, Reports>('securityReports', {
  request: ({ limit }) => ({ method: 'GET', path: API.securityReports.path, params: { limit } }),
});

export function SecurityReports() {
  const { t } = useTranslation('diagnostics');
  const reports = useCall(securityReportsCall, { limit: 20 });
  if (reports.isLoading) return <p>{t('test.reportsLoading')}</p>;
  if (reports.isError)
    return (
      <p role="alert">
        {t('test.reportsFailed')}{' '}
        <Button variant="link" onClick={() => void reports.refetch()}>
          {t('test.reportsRetry')}
        </Button>
      </p>
    );
  const list = reports.data?.reports ?? [];
  if (list.length === 0) return <p>{t('test.noReports')}</p>;
  return (
    <ul className={styles.remotes} data-testid="security-reports">
      {list.map((r) => (
        <li key={r.id}>
          {t(`test.reportKind.${r.kind}`)}: <bdi dir="ltr">{r.blocked_url || r.directive}</bdi>
          {r.directive && r.kind === 'csp' ? (
            <>
              {' '}
              (<bdi dir="ltr">{r.directive}</bdi>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
