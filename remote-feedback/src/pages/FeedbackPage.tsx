import '../i18n';
import { useTranslation } from '@topup/platform';
import { contentLength, FEEDBACK_MAX_LENGTH } from '@topup/shared/domain/feedbackRules';
import { AccountIdField, Button, Card, Field, PageFrame, TextAreaField } from '@topup/shared/ui';
import { MediaList } from '../form/MediaList';
import { useFeedbackForm } from '../form/useFeedbackForm';
import styles from './FeedbackPage.module.css';

export { buildInfo } from '../buildInfo';

/**
 * /feedback (spec 02 §2, §5, §7): the account (a result's link, else the signed-in user), the order when
 * the link names one, the content (required, 500 at most, counted as typed) and up to 3 images or videos,
 * each uploaded with its progress. Submit waits for every file; the draft survives a failure and a reload.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const { orderId, account, content, changeContent, contentError, failure, busy, uploads, submit } =
    useFeedbackForm();
  const length = contentLength(content);
  return (
    <PageFrame title={t('title')} testId="page-feedback">
      <Card>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          {orderId && <Field label={t('order.label')} name="order_id" dir="ltr" readOnly value={orderId} />}
          <AccountIdField label={t('account.label')} name="account" autoComplete="off" state={account} />
          <TextAreaField
            label={t('content.label')}
            name="content"
            placeholder={t('content.placeholder')}
            value={content}
            aria-describedby="feedback-counter"
            aria-invalid={contentError ? true : undefined}
            onChange={(e) => changeContent(e.target.value)}
          />
          <p
            id="feedback-counter"
            className={length > FEEDBACK_MAX_LENGTH ? styles.over : styles.counter}
            aria-live="polite"
          >
            <bdi dir="ltr">{t('content.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}</bdi>
          </p>
          {contentError && (
            <p className={styles.error} role="alert">
              {contentError}
            </p>
          )}
          <div className={styles.media}>
            <span className={styles.mediaLabel}>{t('media.label')}</span>
            <span className={styles.hint}>{t('media.hint')}</span>
            <MediaList items={uploads.items} onRetry={uploads.retry} onRemove={uploads.remove} />
            {!uploads.full && (
              <label className={styles.add}>
                <span>+ {t('media.add')}</span>
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime"
                  multiple
                  className={styles.file}
                  data-testid="media-input"
                  onChange={(e) => {
                    const files = Array.from(e.target.files ?? []);
                    e.target.value = '';
                    void uploads.add(files);
                  }}
                />
              </label>
            )}
            {uploads.refused && (
              <p className={styles.error} role="alert">
                {t(`media.${uploads.refused}`)}
              </p>
            )}
          </div>
          {failure && (
            <p className={styles.error} role="alert" data-testid="feedback-failure">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={busy || !uploads.allUp} aria-disabled={busy || !uploads.allUp}>
            {busy ? t('submitting') : t('submit')}
          </Button>
        </form>
      </Card>
    </PageFrame>
  );
}
