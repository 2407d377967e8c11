import { validateCvv } from '@topup/shared/domain/cardFields';
import { ProviderUnavailableError, type CardProvider, type CardFieldTexts } from '../types';
import { mountAdyenFields } from './AdyenFields';
import { adyenTranslations } from './mapping';
import type { AdyenCheckoutFactory, AdyenCheckoutInstance, AdyenModule } from './sdk';

// The third-provider card channel (pay type 27) on Adyen Web 5.63.0 (pinned by the spec). The package and its
// stylesheet are fetched by dynamic imports, so they download only when the user picks this channel
// (DESIGN §11); a failed download leaves the other channels on offer.

export interface AdyenProviderConfig {
  clientKey: string;
  environment: 'test' | 'live';
}

async function importSdk(): Promise<AdyenCheckoutFactory> {
  const [sdk] = await Promise.all([import('@adyen/adyen-web'), import('@adyen/adyen-web/dist/adyen.css')]);
  // checked against the package's own declarations: they must fit the shapes sdk.ts says this code relies on
  const typed: AdyenModule = sdk;
  return typed.default;
}

export function adyenProvider(config: AdyenProviderConfig): CardProvider {
  const unavailable = (cause: unknown) => new ProviderUnavailableError('adyen', { cause });
  let loading: Promise<AdyenCheckoutFactory> | undefined;
  /** The checkout of the fields on screen: its 3-D Secure action is shown with the same one. */
  let current: AdyenCheckoutInstance | undefined;

  const load = (): Promise<AdyenCheckoutFactory> => {
    // without a key the secured fields never configure: offer the other channels instead
    if (!config.clientKey) return Promise.reject(unavailable(new Error('no Adyen client key is configured')));
    loading ??= importSdk().catch((error: unknown) => {
      loading = undefined; // the next call (the user's retry) downloads again
      throw unavailable(error);
    });
    return loading;
  };

  const createCheckout = async (texts: CardFieldTexts | undefined): Promise<AdyenCheckoutInstance> => {
    const AdyenCheckout = await load();
    try {
      return await AdyenCheckout({
        clientKey: config.clientKey,
        environment: config.environment,
        locale: 'ar',
        translations: texts ? { ar: adyenTranslations(texts) } : undefined,
        // no tracking calls to Adyen from the page beyond the payment itself
        analytics: { enabled: false },
        // the page has its own pay button (spec 01 §5: enabled only when all four fields are valid)
        showPayButton: false,
      });
    } catch (error) {
      // e.g. a test key against the live environment: the SDK refuses to start
      throw unavailable(error);
    }
  };

  return {
    id: 'adyen',
    load: async () => {
      await load();
    },
    async mountFields(container, options) {
      const checkout = await createCheckout(options.texts);
      current = checkout;
      try {
        return mountAdyenFields(checkout, container, options);
      } catch (error) {
        container.replaceChildren();
        throw unavailable(error);
      }
    },
    // Adyen's own components draw 3-D Secure 2 in the page, and post a redirect's form when it needs one
    inPageActions: ['threeDS2', 'threeDS2Fingerprint', 'threeDS2Challenge', 'redirect'],
    async handleAction(container, action, { onDetails, onError }) {
      const checkout = current ?? (await createCheckout(undefined));
      // Adyen's own table from action type to component (actionTypes.ts) picks the 3-D Secure fingerprint,
      // challenge or redirect; the challenge is drawn where the card fields were
      const element = checkout.createFromAction(
        { ...action, paymentMethodType: action.paymentMethodType ?? 'scheme' },
        {
          challengeWindowSize: '05', // spec 01 §9
          onAdditionalDetails: (state) => onDetails(state.data),
          onError,
        },
      );
      const node = container.ownerDocument.createElement('div');
      node.dataset.provider = 'adyen';
      container.replaceChildren(node);
      element.mount(node);
      return {
        destroy() {
          element.unmount();
          node.remove();
        },
      };
    },
    // spec 01 §5: a saved third-provider card's CVV by the provider's rule. mc and visa have 3-digit codes,
    // but the spec's message allows 3 to 4 and no 4-only brand (amex) is accepted: the domain rule stands.
    isSavedCvvValid: (cvv) => validateCvv(cvv),
  };
}
