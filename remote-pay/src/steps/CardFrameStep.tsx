import { useLayoutEffect, useRef, useState } from 'react';
import { overlays, useSelector, useTranslation, type RootState } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import type { PayStepEvent, PayStepEffect } from '@topup/shared/domain/payStep';
import { Button } from '@topup/shared/ui';
import { emitPayEvent } from '../analytics/payEvents';
import { usePayOrder } from '../flow/usePayOrder';
import { payTargetOf } from '../flow/payTarget';
import { providerFor } from '../providers/registry';
import type { CardFieldsInstance, CardProvider, FieldsState } from '../providers/types';
import { selectPay } from '../store/paySlice';
import { cardFieldTexts } from './cardTexts';
import { StepFrame } from './StepFrame';
import { useChallenge } from './useChallenge';
import styles from './Steps.module.css';

type Phase = 'loading' | 'fields' | 'unavailable' | 'challenge';

/**
 * spec 01 §4, §5 CARD_FRAME: a new card's four fields, drawn by the channel's provider (its SDK loaded only
 * now, after the user picked the channel). Pay is disabled until all four are valid; pressing it anyway
 * shows every field's message (the submit gate). Then: tokenize, create the order, and go where its answer
 * says — the provider's page, or 3-D Secure right here where the fields were.
 */
export function CardFrameStep({
  send,
  onBack,
  onOtherChannels,
}: {
  send: (event: PayStepEvent) => PayStepEffect;
  onBack: () => void;
  onOtherChannels: () => void;
}) {
  const { t } = useTranslation('pay');
  const pay = useSelector((s: RootState) => selectPay(s));
  const target = payTargetOf(pay);
  const payType = target?.pay_type ?? null;
  const container = useRef<HTMLDivElement>(null);
  const fields = useRef<CardFieldsInstance | null>(null);
  const provider = useRef<CardProvider | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [state, setState] = useState<FieldsState | null>(null);
  const { pay: payWith, afterChallenge, busy } = usePayOrder();
  const challenge = useChallenge();

  // DESIGN §11: mount in a layout effect, keep the instance in a ref, destroy it in the cleanup
  useLayoutEffect(() => {
    if (payType === null) return undefined;
    let live = true;
    const node = container.current;
    void (async () => {
      try {
        const p = await providerFor(payType);
        await p.load();
        if (!live || !node) return;
        const instance = await p.mountFields(node, { texts: cardFieldTexts(t), onState: setState });
        if (!live) {
          instance.destroy();
          return;
        }
        provider.current = p;
        fields.current = instance;
        setPhase('fields');
      } catch {
        if (!live) return;
        emitPayEvent({ type: 'provider_unavailable', provider: String(payType) });
        setPhase('unavailable');
      }
    })();
    return () => {
      live = false;
      fields.current?.destroy();
      fields.current = null;
    };
  }, [payType, t]);

  const submit = async () => {
    const effect = send({ type: 'SUBMIT_CARD_FRAME', allValid: state?.allValid ?? false });
    const instance = fields.current;
    if (!instance) return;
    if (effect.type === 'showFieldErrors') {
      instance.showErrors();
      return;
    }
    if (effect.type !== 'tokenizeThenCreateOrder') return;
    overlays.showLoading(t('loading.creatingOrder'));
    const tokenized = await instance.tokenize().finally(() => overlays.hideLoading());
    if (!tokenized.ok) {
      if (tokenized.reason === 'failed') overlays.toast(tokenized.message || t('failure.retry'));
      return;
    }
    const outcome = await payWith({ kind: 'new', card: tokenized.card }, null);
    if (outcome?.kind === 'challenge' && provider.current && container.current) {
      fields.current?.destroy();
      fields.current = null;
      setPhase('challenge');
      const orderId = outcome.orderId;
      await challenge(
        provider.current,
        container.current,
        outcome.action,
        (details) => void afterChallenge(orderId, details, null),
        () => overlays.toast(t('failure.retry')),
      );
    }
  };

  const ready = phase === 'fields' && state?.allValid === true;
  return (
    <StepFrame
      title={phase === 'challenge' ? t('challenge.title') : t('cardFields.newCardTitle')}
      onBack={onBack}
      testId="step-card-frame"
    >
      {phase === 'loading' && (
        <p className={styles.muted} role="status">
          {t('steps.loadingFields')}
        </p>
      )}
      {phase === 'unavailable' && (
        <div className={styles.unavailable} role="alert">
          <p>{t('steps.unavailable')}</p>
          <Button variant="secondary" onClick={onOtherChannels}>
            {t('steps.otherChannels')}
          </Button>
        </div>
      )}
      {phase === 'challenge' && <p className={styles.muted}>{t('challenge.lead')}</p>}
      {/* the provider's fields, and later its 3-D Secure challenge, live in this node */}
      <div
        ref={container}
        className={phase === 'challenge' ? styles.challenge : styles.fieldsArea}
        data-testid={phase === 'challenge' ? 'challenge-area' : 'fields-area'}
        data-challenge-title={t('challenge.title')}
        hidden={phase === 'unavailable'}
      />
      {phase === 'fields' && (
        <>
          <p className={styles.secure}>{t('cardFields.secure')}</p>
          <Button
            aria-disabled={!ready || busy}
            className={!ready || busy ? styles.disabled : undefined}
            onClick={() => void (busy ? undefined : submit())}
            data-testid="card-submit"
          >
            {busy ? t('steps.paying') : t('steps.payAmount')}{' '}
            {target && !busy && <bdi>{formatAmount(target.amount)}</bdi>}
          </Button>
        </>
      )}
    </StepFrame>
  );
}
