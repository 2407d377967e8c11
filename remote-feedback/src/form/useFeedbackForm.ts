import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@topup/router';
import { device, useAppDispatch, useErrorText, useSession, useTranslation } from '@topup/platform';
import { feedbackPrefill } from '@topup/shared/domain/feedbackLink';
import { contentLength, contentProblem, FEEDBACK_MAX_LENGTH } from '@topup/shared/domain/feedbackRules';
import { useAccountId } from '@topup/shared/ui';
import { buildInfo } from '../buildInfo';
import { submitFeedback } from './feedbackSubmit';
import { useUploads } from '../upload/useUploads';
import { clearDraft, loadDraft, saveDraft } from './draft';

// The feedback form's state and its submit (spec 02 §2, §5, §7), apart from how the page draws it: the
// account (a result's link, else the draft, else the signed-in user), the order the link names, the content
// with its rule, the files, the draft kept on every change, and the submit that waits for every file and
// keeps the draft on a failure.

export function useFeedbackForm() {
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

  const changeContent = (text: string) => {
    setContent(text);
    setContentError(contentLength(text) > FEEDBACK_MAX_LENGTH ? t('content.tooLong') : undefined);
  };

  return { orderId, account, content, changeContent, contentError, failure, busy, uploads, submit };
}
