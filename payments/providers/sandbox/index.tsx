import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { api, serverNow } from '@topup/platform';
import type { SandboxToken, ThreeDsMessage } from '@topup/shared/contract/sandbox';
import { SANDBOX_TOKENS_PATH, THREE_DS_MESSAGE_TYPE } from '@topup/shared/contract/sandboxValues';
import { digitsOf, type CardBrand } from '@topup/shared/domain/cardBrand';
import { isAllowedPaymentRedirect } from '@topup/shared/domain/safeRedirect';
import type { CardFieldsInstance, CardProvider, ChallengeCallbacks, ProviderAction } from '../types';
import { fieldsState, SandboxCardFields, type SandboxFieldsHandle } from './SandboxCardFields';

// The sandbox provider: the contract server's gateway plays Checkout.com and Adyen.
// Its fields are this site's own; tokenization is POST /sandbox/v1/tokens on this origin; 3-D Secure is the
// gateway's hosted challenge page, shown in the page's challenge area, which posts its outcome back.

async function tokenize(
  handle: SandboxFieldsHandle,
  brands: readonly CardBrand[] | null,
): Promise<Awaited<ReturnType<CardFieldsInstance['tokenize']>>> {
  const values = handle.values();
  if (!fieldsState(values, serverNow(), brands).allValid) {
    handle.showErrors();
    return { ok: false, reason: 'invalid' };
  }
  const [month = '', year = ''] = values.expiry.split('/');
  const r = await api.post<SandboxToken>(SANDBOX_TOKENS_PATH, {
    number: digitsOf(values.cardNumber),
    expiry_month: month,
    expiry_year: year,
    cvv: values.cvv,
    name: values.holderName.trim(),
  });
  if (r.result !== 0 || !r.data) return { ok: false, reason: 'failed', message: r.message };
  const t = r.data;
  return {
    ok: true,
    card: {
      token: t.token,
      bin: t.bin,
      last4: t.last4,
      scheme: t.scheme,
      issuer: t.issuer,
      issuerCountry: t.issuer_country,
      cardValidDate: t.card_valid_date,
      holderName: values.holderName.trim(),
    },
  };
}

/** The challenge page inside the challenge area; its outcome arrives as a message from this origin. */
function showChallenge(container: HTMLElement, action: ProviderAction, callbacks: ChallengeCallbacks) {
  const origin = window.location.origin;
  if (!action.url || !isAllowedPaymentRedirect(action.url, { pageOrigin: origin, providerOrigins: [] })) {
    throw new Error('the challenge page is not on this site');
  }
  const frame = document.createElement('iframe');
  frame.src = new URL(action.url, origin).href;
  frame.title = container.dataset.challengeTitle ?? '3-D Secure';
  frame.className = 'tp-challenge-frame';
  const onMessage = (e: MessageEvent) => {
    const data = e.data as Partial<ThreeDsMessage> | null;
    if (e.origin !== origin || e.source !== frame.contentWindow || data?.type !== THREE_DS_MESSAGE_TYPE)
      return;
    callbacks.onDetails({ threeDSResult: data.outcome });
  };
  window.addEventListener('message', onMessage);
  container.replaceChildren(frame);
  return {
    destroy() {
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}

export function sandboxProvider(): CardProvider {
  return {
    id: 'sandbox',
    load: () => Promise.resolve(),
    async mountFields(container, { texts, onState, brands = null }) {
      const handle = createRef<SandboxFieldsHandle>();
      // a node of its own: the challenge may replace the container's children before the root unmounts
      const host = document.createElement('div');
      container.appendChild(host);
      const root = createRoot(host);
      // rendered at once, so the fields exist when the step shows them
      flushSync(() =>
        root.render(<SandboxCardFields ref={handle} texts={texts} onState={onState} brands={brands} />),
      );
      return {
        showErrors: () => handle.current?.showErrors(),
        tokenize: () =>
          handle.current
            ? tokenize(handle.current, brands)
            : Promise.resolve({ ok: false, reason: 'failed' }),
        destroy: () =>
          queueMicrotask(() => {
            root.unmount();
            host.remove();
          }),
      };
    },
    // its 3-D Secure is the gateway's challenge page on this site, drawn in the challenge area
    inPageActions: ['redirect', 'threeDS2'],
    async handleAction(container, action, callbacks) {
      return showChallenge(container, action, callbacks);
    },
  };
}
