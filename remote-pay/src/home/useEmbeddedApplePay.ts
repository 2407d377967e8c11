import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, type AppThunk } from '@topup/platform';
import { applePayButtonType, negotiateVersion } from '@topup/shared/domain/applePayRequest';
import { EMBEDDED_BUTTON_WAIT_MS, embeddedMaskDelayMs } from '@topup/shared/domain/applePayEmbed';
import { mapApplePayFailure } from '@topup/shared/domain/paymentResult';
import { applePayButtonReady, applePaySessionWithSdk } from '@topup/payments';
import { readyApplePaySheet } from '../checkout/applePayReady';
import { payText } from '../checkout/texts';

// spec 01 §2, §8, §9: the embedded Apple Pay button's area (type 31). It waits for what the tap needs —
// an ApplePaySession (Safari's, or the SDK's), Apple's button, the sheet's code and the domain check —
// at most 60 s, then the time-out failure; once ready, its mask stays 1.2 to 1.5 s more.

/** How Apple's button is drawn: its SDK's element, or Safari's CSS appearance. */
type ApplePayButtonKind = Awaited<ReturnType<typeof applePayButtonReady>>;

export type EmbeddedButtonState =
  | { phase: 'waiting' }
  | { phase: 'ready'; kind: ApplePayButtonKind; buttonType: 'top-up' | 'plain'; masked: boolean }
  /** waited 60 s for the button: the time-out failure was reported, a retry starts over */
  | { phase: 'timedOut' }
  /** the browser cannot pay with Apple Pay (no session, Apple's SDK could not load) */
  | { phase: 'unsupported' };

/** spec 01 §4: the time-out failure's toast. */
function buttonTimedOut(): AppThunk {
  return (_dispatch, _getState, extra) => {
    const outcome = mapApplePayFailure('time_out');
    if (outcome.type === 'toast') extra.overlays.toast(payText(extra, `applePay.${outcome.key}`));
  };
}

export function useEmbeddedApplePay(
  payType: number,
  recipientUid: number | null,
): { state: EmbeddedButtonState; retry: () => void } {
  const dispatch = useAppDispatch();
  const [round, setRound] = useState(0);
  // a new type, recipient or retry starts a new wait: what an older one found is not shown
  const key = `${payType}:${recipientUid ?? ''}:${round}`;
  const [found, setFound] = useState<{ key: string; state: EmbeddedButtonState } | null>(null);
  const state: EmbeddedButtonState = found?.key === key ? found.state : { phase: 'waiting' };
  useEffect(() => {
    let live = true;
    let maskTimer: ReturnType<typeof setTimeout> | undefined;
    const setState = (next: EmbeddedButtonState) => setFound({ key, state: next });
    const waitTimer = setTimeout(() => {
      if (!live) return;
      live = false;
      setState({ phase: 'timedOut' });
      dispatch(buttonTimedOut());
    }, EMBEDDED_BUTTON_WAIT_MS);
    void (async () => {
      const Session = await applePaySessionWithSdk();
      if (!live) return;
      if (!Session) {
        clearTimeout(waitTimer);
        setState({ phase: 'unsupported' });
        return;
      }
      // Apple's button, and meanwhile the sheet's code and the domain check (spec 01 §7)
      const [kind] = await Promise.all([
        applePayButtonReady(),
        dispatch(readyApplePaySheet(payType, recipientUid)),
      ]);
      if (!live) return;
      clearTimeout(waitTimer);
      const version = negotiateVersion((v) => Session.supportsVersion(v)) ?? 1;
      setState({ phase: 'ready', kind, buttonType: applePayButtonType(version), masked: true });
      maskTimer = setTimeout(() => {
        if (live)
          setFound((f) =>
            f?.key === key && f.state.phase === 'ready' ? { key, state: { ...f.state, masked: false } } : f,
          );
      }, embeddedMaskDelayMs(Math.random));
    })();
    return () => {
      live = false;
      clearTimeout(waitTimer);
      clearTimeout(maskTimer);
    };
  }, [key, payType, recipientUid, dispatch]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { state, retry };
}
