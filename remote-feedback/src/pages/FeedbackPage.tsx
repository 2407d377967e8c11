import '../i18n';
import { useTranslation } from '@topup/platform';
import { Button, Card, Field, PageFrame, TextAreaField } from '@topup/shared/ui';
import styles from './FeedbackPage.module.css';

export { buildInfo } from '../buildInfo';

/** /feedback: feedback account, content, up to 3 images or videos (spec 02 §2). Submitting comes later. */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <PageFrame title={t('title')} testId="page-feedback">
      <Card>
        <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
          <Field
            label={t('account.label')}
            name="account"
            inputMode="numeric"
            dir="ltr"
            placeholder={t('account.placeholder')}
          />
          <TextAreaField label={t('content.label')} name="content" placeholder={t('content.placeholder')} />
          <div className={styles.media}>
            <span className={styles.mediaLabel}>{t('media.label')}</span>
            <label className={styles.add}>
              <span>+ {t('media.add')}</span>
              <input type="file" accept="image/*,video/*" multiple className={styles.file} />
            </label>
          </div>
          <Button type="submit">{t('submit')}</Button>
        </form>
      </Card>
    </PageFrame>
  );
}
