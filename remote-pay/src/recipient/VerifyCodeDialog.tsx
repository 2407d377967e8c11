import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { overlays, serverNow, storage, useAppDispatch, useErrorText, useTranslation } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import {
  countdownSeconds,
  isCompleteCode,
  normaliseVerifyCode,
  VERIFY_CODE_LENGTH,
} from '@topup/shared/domain/verifyCode';
import { Button, DigitBoxes, Modal, type DigitBoxesHandle } from '@topup/shared/ui';
import { RecipientBadge } from './RecipientBadge';
import {
  checkVerifyCode,
  resendWaitMs,
  sendVerifyCode,
  verifyFailureTextKey,
  type SendOutcome,
} from './verification';
import styles from './VerifyCodeDialog.module.css';

const EMPTY = (): string[] => Array.from({ length: VERIFY_CODE_LENGTH }, () => '');

/**
 * spec 01 §2, §4, §5, §8: the four-digit verification popup. Opening it sends a code to the account's
 * in-app inbox unless one went out less than 60 s ago; resend waits for the countdown (kept in storage, so
 * a reload does not restart it). A wrong code (32122) clears the boxes and marks them; 32120 is the
 * "web top-up unavailable, use the app" toast; 32121 and any other refusal the "too many attempts" toast
 * (verifyFailureTextKey). When the code is right the account becomes the recipient, and its uid is kept
 * as the last verified one.
 */
export function VerifyCodeDialog({
  user,
  onClose,
  onVerified,
}: {
  user: UserLookup;
  onClose: () => void;
  /** The code was right: the page makes the account the recipient (before onClose). */
  onVerified: (user: UserLookup) => Promise<void> | void;
}) {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(EMPTY);
  const [wrong, setWrong] = useState(false);
  const [notNumber, setNotNumber] = useState(false);
  const [checking, setChecking] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState(false);
  // spec 01 §4: a code is sent as the popup opens, unless the last one went out less than 60 s ago
  const [autoSend] = useState(() => resendWaitMs(user.uid) === 0);
  const [sending, setSending] = useState(autoSend);
  // the countdown runs on the server's clock, as the send time was kept (verification.ts)
  const [now, setNow] = useState(serverNow);
  const boxes = useRef<DigitBoxesHandle>(null);
  const started = useRef(false);
  const noteId = useId();
  const remaining = resendWaitMs(user.uid, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  /** spec 01 §8: the text of a failed verification call (send or check). */
  const failureText = (call: 'send' | 'check', result: number, message: string): string => {
    const key = verifyFailureTextKey(call, result);
    return key ? t(key) : errorText(result, message);
  };

  /** The account is this device's: it becomes the recipient, and the popup closes. */
  const verified = async () => {
    storage.set('lastVerifiedUid', String(user.uid));
    await onVerified(user);
    onClose();
  };

  const sent = (outcome: SendOutcome) => {
    if (outcome.kind === 'verified') return void verified();
    setSending(false);
    setNow(serverNow());
    setSentNote(outcome.kind === 'sent');
    if (outcome.kind === 'failed') setSendError(failureText('send', outcome.result, outcome.message));
  };

  const send = async (auto: boolean) => {
    setSending(true);
    setSendError(null);
    sent(await dispatch(sendVerifyCode(user.uid, auto)));
  };

  useEffect(() => {
    if (!autoSend || started.current) return;
    started.current = true;
    void dispatch(sendVerifyCode(user.uid, true)).then(sent);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = value.join('');
    if (!isCompleteCode(code) || checking) return;
    setChecking(true);
    const outcome = await dispatch(checkVerifyCode(user.uid, code));
    setChecking(false);
    if (outcome.kind === 'ok') {
      await verified();
    } else if (outcome.kind === 'wrong') {
      setValue(EMPTY());
      setWrong(true);
      boxes.current?.focus(0);
    } else {
      overlays.toast(failureText('check', outcome.result, outcome.message));
    }
  };

  const note = wrong ? t('verify.wrong') : notNumber ? t('verify.notNumber') : null;
  return (
    <Modal
      title={t('verify.title')}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose
      onCancel={onClose}
      testId="verify-dialog"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.lead}>{t('verify.lead')}</p>
        <RecipientBadge account={user} size="small" />
        <p className={styles.sent} role="status">
          {sending ? t('verify.sending') : sentNote ? t('verify.sent') : ''}
        </p>
        <DigitBoxes
          ref={boxes}
          value={value}
          onChange={(next) => {
            setValue(next);
            setWrong(false);
            setNotNumber(false);
          }}
          normalise={normaliseVerifyCode}
          onNonNumeric={() => setNotNumber(true)}
          boxLabel={(i, count) => t('verify.box', { n: i + 1, count })}
          invalid={wrong}
          describedBy={note ? noteId : undefined}
          testId="code-boxes"
        />
        <p id={noteId} className={wrong ? styles.error : styles.hint} role={note ? 'alert' : undefined}>
          {note}
        </p>
        {sendError && (
          <p className={styles.error} role="alert">
            {sendError}
          </p>
        )}
        <Button type="submit" disabled={!isCompleteCode(value.join('')) || checking}>
          {checking ? t('verify.checking') : t('verify.confirm')}
        </Button>
        <Button
          variant="secondary"
          disabled={remaining > 0 || sending}
          onClick={() => void send(false)}
          data-testid="resend"
        >
          {sending
            ? t('verify.sending')
            : remaining > 0
              ? t('verify.resendIn', { seconds: countdownSeconds(remaining) })
              : t('verify.resend')}
        </Button>
      </form>
    </Modal>
  );
}
