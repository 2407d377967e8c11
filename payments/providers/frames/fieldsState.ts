import { CARD_FIELDS } from '@topup/shared/domain/cardFields';
import type { CardFieldName, FieldsState, FieldStatus, MountFieldsOptions } from '../types';

// The state of the Frames card fields (spec 01 §5), apart from their DOM: each field's status, whether its
// message shows yet (once left, or at the submit gate), Frames' own verdict on the whole card, and the brand.
// FramesFields.ts feeds it Frames' events and the holder input, and draws what it says (fieldsDom.ts).

export interface FramesFieldsState {
  /** The fields' state as the page reads it. */
  state(): FieldsState;
  /** The message a field shows now ('' for none). */
  messageFor(name: CardFieldName): string;
  status(name: CardFieldName): FieldStatus;
  shown(name: CardFieldName): boolean;
  setStatus(name: CardFieldName, status: FieldStatus): void;
  /** Frames' verdict on the whole card and on each of its frames (cardValidationChanged). */
  setCardValidity(cardValid: boolean, frameValid: Partial<Record<CardFieldName, boolean>>): void;
  setBrand(brand: string | undefined): void;
  /** The user left a field: its message shows from now on. */
  leave(name: CardFieldName): void;
  /** The submit gate: every field's message shows. */
  showAll(): void;
}

export function createFramesFieldsState(texts: MountFieldsOptions['texts']): FramesFieldsState {
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
  let cardValid = false;
  let brand: string | undefined;

  return {
    state: () => ({
      fields: { ...status },
      // Frames' own verdict as well: a number of a scheme the account does not accept is not a card
      allValid: cardValid && CARD_FIELDS.every((f) => status[f] === 'valid'),
      brand,
    }),
    messageFor(name) {
      if (!shown[name] || status[name] === 'valid') return '';
      return status[name] === 'empty' ? texts.empty[name] : texts.invalid[name];
    },
    status: (name) => status[name],
    shown: (name) => shown[name],
    setStatus(name, next) {
      status[name] = next;
    },
    setCardValidity(valid, frameValid) {
      cardValid = valid;
      for (const [name, ok] of Object.entries(frameValid) as [CardFieldName, boolean][]) {
        // a frame that stops being valid without saying why is no longer empty: it was filled in
        if (ok) status[name] = 'valid';
        else if (status[name] === 'valid') status[name] = 'invalid';
      }
    },
    setBrand(next) {
      brand = next;
    },
    leave(name) {
      shown[name] = true;
    },
    showAll() {
      for (const name of CARD_FIELDS) shown[name] = true;
    },
  };
}
