import { CARD_FIELDS, cleanHolderName, fieldStatus, stripHolderName } from '@topup/shared/domain/cardFields';
import type { CardFieldName, CardFieldsInstance, MountFieldsOptions, TokenizeOutcome } from '../types';
import { buildFramesFieldsDom } from './fieldsDom';
import { createFramesFieldsState } from './fieldsState';
import { brandOf, FRAME_FIELD, frameStatus, framesLocalization, toTokenizedCard } from './mapping';
import {
  type CardTokenizationFailedEvent,
  type CardTokenizedEvent,
  type CardValidationChangedEvent,
  type FrameElementEvent,
  type FramesGlobal,
  type FramesStyle,
  type FrameValidationChangedEvent,
  type PaymentMethodChangedEvent,
} from './sdk';

// The new-card fields on Checkout.com Frames (spec 01 §5). Frames draws the card number, expiry and CVV in its
// own iframes; the holder name is not one of its frames, so it is a plain input here, held to the domain's
// holder rule and sent as the card holder's name. Frames shows no messages of its own: every field keeps its
// status, shows "please fill in …" / "… is filled in incorrectly" once left or at the submit gate
// (fieldsState.ts), drawn with an aria-live node that reads the messages out (fieldsDom.ts). This module
// wires Frames' events to them and tokenizes.

/** A refused tokenization (cardTokenizationFailed). */
export class FramesTokenizationError extends Error {
  override name = 'FramesTokenizationError';
  constructor(readonly failure: CardTokenizationFailedEvent) {
    super(failure.message || failure.errorCode);
  }
}

let mounted = 0;

function cssVar(container: HTMLElement, name: string, fallback: string): string {
  const style = container.ownerDocument.defaultView?.getComputedStyle(container);
  return style?.getPropertyValue(name).trim() || fallback;
}

/**
 * The inputs inside the iframes cannot read the page's CSS, so the page's colours are copied in. Digits are
 * written left to right but sit at the end (right) of the box like the page's other fields; the Arabic
 * placeholder reads right to left (DESIGN §10).
 */
export function framesStyle(container: HTMLElement): FramesStyle {
  return {
    base: {
      color: cssVar(container, '--tp-text', '#1d1a2b'),
      fontSize: '16px',
      direction: 'ltr',
      textAlign: 'right',
    },
    invalid: { color: cssVar(container, '--tp-danger', '#d92d4b') },
    placeholder: {
      base: { color: cssVar(container, '--tp-muted', '#6b6680'), direction: 'rtl', textAlign: 'right' },
    },
  };
}

function setCardholderName(frames: FramesGlobal, name: string): void {
  // Frames reads the holder from `Frames.cardholder` when it submits (what the official wrapper updates)
  if (frames.cardholder) frames.cardholder.name = name;
  else frames.cardholder = { name };
}

export function mountFramesFields(
  frames: FramesGlobal,
  publicKey: string,
  container: HTMLElement,
  { texts, onState }: MountFieldsOptions,
  now: () => number = Date.now,
): CardFieldsInstance {
  const fields = createFramesFieldsState(texts);
  const dom = buildFramesFieldsDom(container.ownerDocument, `tp-frames-${(mounted += 1)}`, texts);
  const { holderInput } = dom;
  let destroyed = false;
  let inFlight: Promise<TokenizeOutcome> | undefined;

  const emit = () => {
    if (destroyed) return;
    dom.render(fields);
    onState(fields.state());
  };
  const leave = (name: CardFieldName) => {
    fields.leave(name);
    emit();
    dom.announce(fields.messageFor(name));
  };

  holderInput.addEventListener('input', () => {
    // spec 01 §5: emoji and symbols are stripped from the holder name as it is typed
    const raw = holderInput.value;
    const stripped = stripHolderName(raw);
    if (stripped !== raw) {
      const caret = Math.max(0, (holderInput.selectionStart ?? raw.length) - (raw.length - stripped.length));
      holderInput.value = stripped;
      holderInput.setSelectionRange(caret, caret);
    }
    fields.setStatus('holderName', fieldStatus('holderName', stripped, now()));
    emit();
  });
  holderInput.addEventListener('blur', () => leave('holderName'));

  container.replaceChildren(dom.root);
  frames.init({
    publicKey,
    localization: framesLocalization(texts.placeholders),
    style: framesStyle(container),
    frameValidationChanged: (e: FrameValidationChangedEvent) => {
      const name = FRAME_FIELD[e.element];
      if (!name) return;
      fields.setStatus(name, frameStatus(e));
      emit();
    },
    cardValidationChanged: (e: CardValidationChangedEvent) => {
      fields.setCardValidity(e.isValid, {
        cardNumber: e.isElementValid.cardNumber,
        expiry: e.isElementValid.expiryDate,
        cvv: e.isElementValid.cvv,
      });
      emit();
    },
    paymentMethodChanged: (e: PaymentMethodChangedEvent) => {
      fields.setBrand(brandOf(e.paymentMethod));
      emit();
    },
    frameBlur: (e: FrameElementEvent) => {
      const name = FRAME_FIELD[e.element];
      if (name) leave(name);
    },
  });
  emit();

  const showErrors = () => {
    fields.showAll();
    emit();
    dom.announce(CARD_FIELDS.map(fields.messageFor).filter(Boolean).join('، '));
  };

  const submit = async (holderName: string): Promise<TokenizeOutcome> => {
    setCardholderName(frames, holderName);
    let onFailed: ((e: CardTokenizationFailedEvent) => void) | undefined;
    try {
      const token = await new Promise<CardTokenizedEvent>((resolve, reject) => {
        // a refused tokenization arrives as an event; the promise of submitCard is not relied on for it
        onFailed = (e) => reject(new FramesTokenizationError(e));
        frames.addEventHandler(frames.Events.CARD_TOKENIZATION_FAILED, onFailed);
        frames.submitCard().then(resolve, reject);
      });
      return { ok: true, card: toTokenizedCard(token, holderName) };
    } catch {
      // no message: Frames' texts are English codes ('request_invalid'); the page says it in Arabic
      return { ok: false, reason: 'failed' };
    } finally {
      if (onFailed) frames.removeEventHandler(frames.Events.CARD_TOKENIZATION_FAILED, onFailed);
      // Frames locks its form after a submit. A token is single-use, so a retry (after this failure, or
      // after the order is refused) needs a new submit: unlock it whatever the outcome.
      if (!destroyed) frames.enableSubmitForm();
    }
  };

  return {
    showErrors,
    tokenize() {
      if (destroyed) return Promise.resolve({ ok: false, reason: 'failed' });
      // one tokenization at a time: a second tap while one is in flight waits for the same outcome
      if (inFlight) return inFlight;
      // spec 01 §4, §5: the submit gate
      if (!fields.state().allValid || !frames.isCardValid()) {
        showErrors();
        return Promise.resolve({ ok: false, reason: 'invalid' });
      }
      inFlight = submit(cleanHolderName(holderInput.value)).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      // Frames is one global: drop every handler this mount gave it (through init or addEventHandler)
      for (const event of Object.values(frames.Events)) frames.removeAllEventHandlers(event);
      container.replaceChildren();
    },
  };
}
