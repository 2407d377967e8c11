import { CARD_FIELDS, cleanHolderName, fieldStatus, stripHolderName } from '@topup/shared/domain/cardFields';
import type {
  CardFieldName,
  CardFieldsInstance,
  FieldsState,
  FieldStatus,
  MountFieldsOptions,
  TokenizeOutcome,
} from '../types';
import { brandOf, FRAME_FIELD, frameStatus, framesLocalization, toTokenizedCard } from './mapping';
import {
  FRAMES_CONTAINER_CLASS,
  type CardTokenizationFailedEvent,
  type CardTokenizedEvent,
  type CardValidationChangedEvent,
  type FrameElementEvent,
  type FramesGlobal,
  type FramesStyle,
  type FrameValidationChangedEvent,
  type PaymentMethodChangedEvent,
} from './sdk';
import styles from './FramesFields.module.css';

// The new-card fields on Checkout.com Frames (spec 01 §5). Frames draws the card number, expiry and CVV in its
// own iframes; the holder name is not one of its frames, so it is a plain input here, held to the domain's
// holder rule and sent as the card holder's name. Frames shows no messages of its own: every field keeps its
// status, shows "please fill in …" / "… is filled in incorrectly" once left or at the submit gate, and an
// aria-live node reads the messages out (the inputs live in other documents, out of aria-describedby's reach).

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
  const doc = container.ownerDocument;
  const id = `tp-frames-${(mounted += 1)}`;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    return node;
  };

  const status: Record<CardFieldName, FieldStatus> = {
    cardNumber: 'empty',
    expiry: 'empty',
    cvv: 'empty',
    holderName: 'empty',
  };
  const shown: Record<CardFieldName, boolean> = {
    cardNumber: false,
    expiry: false,
    cvv: false,
    holderName: false,
  };
  let framesCardValid = false;
  let brand: string | undefined;
  let destroyed = false;
  let inFlight: Promise<TokenizeOutcome> | undefined;

  const boxes = {} as Record<CardFieldName, HTMLElement>;
  const messages = {} as Record<CardFieldName, HTMLElement>;
  const field = (name: CardFieldName, control: HTMLElement, label: HTMLElement) => {
    const box = el('div', styles.field);
    box.dataset.field = name;
    const message = el('p', styles.message);
    message.id = `${id}-${name}-message`;
    control.setAttribute('aria-describedby', message.id);
    box.append(label, control, message);
    boxes[name] = box;
    messages[name] = message;
    return box;
  };
  const frameField = (name: Exclude<CardFieldName, 'holderName'>) => {
    const label = el('span', styles.label);
    label.id = `${id}-${name}-label`;
    label.textContent = texts.labels[name];
    const frame = el('div', `${FRAMES_CONTAINER_CLASS[name]} ${styles.frame}`);
    frame.setAttribute('role', 'group');
    frame.setAttribute('aria-labelledby', label.id);
    return field(name, frame, label);
  };

  const holderInput = el('input', styles.input);
  holderInput.id = `${id}-holderName`;
  holderInput.type = 'text';
  holderInput.autocomplete = 'cc-name';
  holderInput.dir = 'auto';
  holderInput.placeholder = texts.placeholders.holderName;
  holderInput.dataset.field = 'holderName';
  const holderLabel = el('label', styles.label);
  holderLabel.htmlFor = holderInput.id;
  holderLabel.textContent = texts.labels.holderName;

  const row = el('div', styles.row);
  row.append(frameField('expiry'), frameField('cvv'));
  const announcer = el('p', styles.announcer);
  announcer.setAttribute('role', 'alert');
  announcer.dataset.role = 'card-fields-announcer';
  const root = el('div', styles.fields);
  root.dataset.provider = 'frames';
  root.append(frameField('cardNumber'), row, field('holderName', holderInput, holderLabel), announcer);

  const state = (): FieldsState => ({
    fields: { ...status },
    // Frames' own verdict as well: a number of a scheme the account does not accept is not a card
    allValid: framesCardValid && CARD_FIELDS.every((f) => status[f] === 'valid'),
    brand,
  });
  const messageFor = (name: CardFieldName): string => {
    if (!shown[name] || status[name] === 'valid') return '';
    return status[name] === 'empty' ? texts.empty[name] : texts.invalid[name];
  };
  const announce = (text: string) => {
    if (text) announcer.textContent = text;
  };
  const emit = () => {
    if (destroyed) return;
    for (const name of CARD_FIELDS) {
      boxes[name].dataset.status = status[name];
      boxes[name].dataset.shown = String(shown[name]);
      messages[name].textContent = messageFor(name);
    }
    if (messageFor('holderName')) holderInput.setAttribute('aria-invalid', 'true');
    else holderInput.removeAttribute('aria-invalid');
    onState(state());
  };
  const leave = (name: CardFieldName) => {
    shown[name] = true;
    emit();
    announce(messageFor(name));
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
    status.holderName = fieldStatus('holderName', stripped, now());
    emit();
  });
  holderInput.addEventListener('blur', () => leave('holderName'));

  container.replaceChildren(root);
  frames.init({
    publicKey,
    localization: framesLocalization(texts.placeholders),
    style: framesStyle(container),
    frameValidationChanged: (e: FrameValidationChangedEvent) => {
      const name = FRAME_FIELD[e.element];
      if (!name) return;
      status[name] = frameStatus(e);
      emit();
    },
    cardValidationChanged: (e: CardValidationChangedEvent) => {
      framesCardValid = e.isValid;
      const frameValid = {
        cardNumber: e.isElementValid.cardNumber,
        expiry: e.isElementValid.expiryDate,
        cvv: e.isElementValid.cvv,
      };
      for (const [name, valid] of Object.entries(frameValid) as [CardFieldName, boolean][]) {
        // a frame that stops being valid without saying why is no longer empty: it was filled in
        if (valid) status[name] = 'valid';
        else if (status[name] === 'valid') status[name] = 'invalid';
      }
      emit();
    },
    paymentMethodChanged: (e: PaymentMethodChangedEvent) => {
      brand = brandOf(e.paymentMethod);
      emit();
    },
    frameBlur: (e: FrameElementEvent) => {
      const name = FRAME_FIELD[e.element];
      if (name) leave(name);
    },
  });
  emit();

  const showErrors = () => {
    for (const name of CARD_FIELDS) shown[name] = true;
    emit();
    announce(CARD_FIELDS.map(messageFor).filter(Boolean).join('، '));
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
      if (!state().allValid || !frames.isCardValid()) {
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
