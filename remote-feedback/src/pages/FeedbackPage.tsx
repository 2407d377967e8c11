import '../i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@topup/router';
import { device, useAppDispatch, useErrorText, useSession, useTranslation } from '@topup/platform';
import { feedbackPrefill } from '@topup/shared/domain/feedbackLink';
import { contentLength, contentProblem, FEEDBACK_MAX_LENGTH } from '@topup/shared/domain/feedbackRules';
import {
  AccountIdField,
  Button,
  Card,
  Field,
  PageFrame,
  TextAreaField,
  useAccountId,
} from '@topup/shared/ui';
import { clearDraft, loadDraft, saveDraft } from '../form/draft';
import { MediaList } from '../form/MediaList';
import { buildInfo } from '../buildInfo';
import { submitFeedback } from '../calls/feedbackCalls';
import { useUploads } from '../upload/useUploads';
import styles from './FeedbackPage.module.css';

export { buildInfo } from '../buildInfo';

/**
 * /feedback (spec 02 §2, §5, §7): the account (a result's link, else the signed-in user), the order when
 * the link names one, the content (required, 500 at most, counted as typed) and up to 3 images or videos,
 * each uploaded with its progress. Submit waits for every file; the draft survives a failure and a reload.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const user = useSession().user;
  const [draft] = useState(loadDraft);
  const prefill = feedbackPrefill(search, hash);
  const orderId = prefill.orderId ?? draft?.orderId ?? '';
  const account = useAccountId(
    { digitsOnly: t('account.digitsOnly'), required: t('account.required') },
    prefill.account || draft?.account || (user ? String(user.display_uid) : ''),
  );
  const [content, setContent] = useState(draft?.content ?? '');
  const [contentError, setContentError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploads = useUploads(draft?.files ?? []);

  useEffect(() => {
    saveDraft({ account: account.value, content, orderId }, uploads.items);
  }, [account.value, content, orderId, uploads.items]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const problem = contentProblem(content);
    setContentError(problem ? t(`content.${problem}`) : undefined);
    if (!account.confirm() || problem) return;
    if (!uploads.allUp) {
      setFailure(t('waitUploads'));
      return;
    }
    setBusy(true);
    const r = await dispatch(
      submitFeedback({
        uid: account.value,
        content,
        images: uploads.items.flatMap((i) => (i.key === null ? [] : [i.key])),
        model: navigator.userAgent.slice(0, 300),
        version: buildInfo.version,
        uuid: device.deviceToken(),
        orderId,
      }),
    );
    setBusy(false);
    if (r.result !== 0) {
      setFailure(r.result > 0 ? errorText(r.result, r.message) : t('failed'));
      return;
    }
    clearDraft();
    navigate({ pathname: '/feedback-success', search });
  };

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
            onChange={(e) => {
              setContent(e.target.value);
              setContentError(
                contentLength(e.target.value) > FEEDBACK_MAX_LENGTH ? t('content.tooLong') : undefined,
              );
            }}
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
