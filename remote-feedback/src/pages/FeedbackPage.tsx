import '../i18n';
import { useLocation } from '@topup/router';
import { useTranslation } from '@topup/platform';
import { feedbackPrefill } from '@topup/shared/domain/feedbackLink';
import { Button, Card, Field, PageFrame, TextAreaField } from '@topup/shared/ui';
import styles from './FeedbackPage.module.css';

export { buildInfo } from '../buildInfo';

/**
 * /feedback: feedback account, content, up to 3 images or videos (spec 02 §2). Opened from a payment's
 * result it starts with that order and account filled in. Submitting comes later.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const { search, hash } = useLocation();
  const prefill = feedbackPrefill(search, hash);
  return (
    <PageFrame title={t('title')} testId="page-feedback">
      <Card>
        <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
          {prefill.orderId && (
            <Field
              label={t('order.label')}
              name="order_id"
              dir="ltr"
              readOnly
              defaultValue={prefill.orderId}
            />
          )}
          <Field
            label={t('account.label')}
            name="account"
            defaultValue={prefill.account}
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
