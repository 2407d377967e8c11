import { cleanHolderName } from '@topup/shared/domain/cardFields';
import type { CardFieldName, CardFieldsInstance, MountFieldsOptions, TokenizeOutcome } from '../types';
import { adyenFieldsState, brandOf, holderNameOf, isCardData, SECURED_FIELD } from './mapping';
import type { AdyenCardState, AdyenCheckoutInstance, AdyenFieldValidEvent } from './sdk';
import styles from './AdyenFields.module.css';

// The third provider's new-card fields (pay type 27) on Adyen Web 5.63's card component: card number, expiry
// and CVV in Adyen's secured fields, the holder name in its own input, mc and visa only (spec 01 §9). Adyen
// draws its labels and messages (in the page's words, through the translations). What it cannot know is the
// domain's stricter holder rule: that message is this module's own, under the component.

/** What the card component tells about the number as it is typed; the encrypted data keeps none of it. */
interface CardFacts {
  /** first six digits (onBinValue) */
  bin: string;
  /** first eight digits once the number is complete (onFieldValid issuerBin) */
  issuerBin: string;
  last4: string;
  brand?: string;
  issuerCountry: string;
}

export function mountAdyenFields(
  checkout: AdyenCheckoutInstance,
  container: HTMLElement,
  { texts, onState }: MountFieldsOptions,
  now: () => number = Date.now,
): CardFieldsInstance {
  const doc = container.ownerDocument;
  const host = doc.createElement('div');
  host.dataset.provider = 'adyen';
  host.className = styles.fields ?? '';
  const holderMessage = doc.createElement('p');
  holderMessage.className = styles.message ?? '';
  holderMessage.setAttribute('role', 'alert');
  holderMessage.dataset.field = 'holderName';

  let latest: AdyenCardState | undefined;
  const typed: Partial<Record<CardFieldName, boolean>> = {};
  const facts: CardFacts = { bin: '', issuerBin: '', last4: '', issuerCountry: '' };
  let holderShown = false;
  let destroyed = false;

  const state = () => adyenFieldsState(latest, typed, brandOf(facts.brand), now());
  const emit = () => {
    if (destroyed) return;
    const current = state();
    // Adyen says nothing when it accepts a name the domain refuses (only emoji, 255 characters or more)
    const ownMessage =
      holderShown && latest?.valid.holderName === true && current.fields.holderName !== 'valid'
        ? current.fields.holderName === 'empty'
          ? texts.empty.holderName
          : texts.invalid.holderName
        : '';
    if (holderMessage.textContent !== ownMessage) holderMessage.textContent = ownMessage;
    onState(current);
  };
  const track = (fieldType: string | undefined, numChars: number | undefined) => {
    const name = fieldType ? SECURED_FIELD[fieldType] : undefined;
    if (name && typeof numChars === 'number') typed[name] = numChars > 0;
  };

  const component = checkout.create('card', {
    // spec 01 §9: the third provider's card brands; spec 01 §5: the holder name is one of the four fields
    brands: ['mc', 'visa'],
    hasHolderName: true,
    holderNameRequired: true,
    placeholders: { holderName: texts.placeholders.holderName },
    // inside the secured fields' iframes: iPhone Safari zooms into a field under 16px
    styles: { base: { fontSize: '16px' } },
    onChange: (next) => {
      latest = next;
      emit();
    },
    onFieldValid: (e: AdyenFieldValidEvent) => {
      if (e.encryptedFieldName !== 'encryptedCardNumber') return;
      facts.last4 = e.valid ? (e.endDigits ?? '') : '';
      facts.issuerBin = e.valid && e.issuerBin ? String(e.issuerBin) : '';
    },
    onBinValue: (e) => {
      facts.bin = e.binValue;
    },
    onBrand: (e) => {
      facts.brand = e.brand === 'card' ? undefined : e.brand;
      emit();
    },
    onBinLookup: (e) => {
      facts.issuerCountry = e.issuingCountryCode ? e.issuingCountryCode.toUpperCase() : '';
    },
    onFocus: (e) => track(e.fieldType, e.numChars),
    onBlur: (e) => {
      track(e.fieldType, e.numChars);
      if (e.fieldType === 'holderName') {
        holderShown = true;
        emit();
      }
    },
  });

  container.replaceChildren(host, holderMessage);
  component.mount(host);
  emit();

  const showErrors = () => {
    // UIElement.submit's gate: every field shows its message
    component.showValidation();
    holderShown = true;
    emit();
  };

  const tokenize = async (): Promise<TokenizeOutcome> => {
    if (destroyed) return { ok: false, reason: 'failed' };
    if (!state().allValid || !component.isValid) {
      showErrors();
      return { ok: false, reason: 'invalid' };
    }
    const data = component.data;
    if (!isCardData(data)) return { ok: false, reason: 'failed' };
    const holderName = cleanHolderName(holderNameOf(data));
    // spec 01 §7: the state data goes to create_coin_pay as platform_data (the server calls /payments with
    // it); the name in it is the stripped one, as with every provider
    const platformData = JSON.stringify({ ...data, paymentMethod: { ...data.paymentMethod, holderName } });
    const bin = /^[0-9]{6}/.test(facts.bin) ? facts.bin.slice(0, 6) : facts.issuerBin.slice(0, 6);
    return {
      ok: true,
      card: {
        platformData,
        bin,
        last4: facts.last4,
        scheme: facts.brand ?? data.paymentMethod.brand ?? '',
        // not told on the client: the issuer's name, and the expiry (encrypted in its field)
        issuer: '',
        issuerCountry: facts.issuerCountry,
        cardValidDate: '',
        holderName,
      },
    };
  };

  return {
    showErrors,
    tokenize,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      component.unmount();
      container.replaceChildren();
    },
  };
}
