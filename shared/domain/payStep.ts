import type { SavedCard } from '../contract/card';
import { cardKind } from './cardKind';
import { channelKind } from './payTypes';

// spec 01 §2, §4: the pay step machine. One reducer, one transition table: each event names the
// steps it is allowed from once, and the rule it applies once (DESIGN §11). Effects are data the
// caller runs (start an order, tokenise, show a message); the reducer does no I/O.

export type PayStep =
  'HOME' | 'CARD_LIST' | 'CARD_FRAME' | 'CARD_CVV' | 'CARD_CVV_IS_NOT_REMEMBER' | 'CKO_CARD_MODIFY_EXPIRE';

/** spec 01 §2: the PayChildPage query value of each step. */
export const PAY_CHILD_PAGE: Readonly<Record<PayStep, number>> = {
  HOME: 1,
  CARD_LIST: 2,
  CARD_FRAME: 3,
  CARD_CVV: 4,
  CARD_CVV_IS_NOT_REMEMBER: 5,
  CKO_CARD_MODIFY_EXPIRE: 6,
};

/** spec 01 §2: the query parameter that carries the pay child page. */
export const PAY_CHILD_PAGE_PARAM = 'PayChildPage';

/** spec 01 §2: display modes of the pay page. */
export const PAY_DISPLAY_MODE = { ENTER: 1, LIST: 2, SWITCH: 3 } as const;
export type PayDisplayMode = (typeof PAY_DISPLAY_MODE)[keyof typeof PAY_DISPLAY_MODE];

export function pageOfStep(step: PayStep): number {
  return PAY_CHILD_PAGE[step];
}

/** The step of a PayChildPage value (number or query text); null for anything else. */
export function stepOfPage(page: number | string | null | undefined): PayStep | null {
  if (page === null || page === undefined) return null;
  const n = typeof page === 'number' ? page : /^[0-9]+$/.test(page.trim()) ? Number(page) : NaN;
  const found = (Object.keys(PAY_CHILD_PAGE) as PayStep[]).find((s) => PAY_CHILD_PAGE[s] === n);
  return found ?? null;
}

export interface PayStepState {
  /** HOME at the bottom; the last entry is the current step. */
  stack: readonly PayStep[];
}

export const INITIAL_PAY_STEP_STATE: PayStepState = { stack: ['HOME'] };

export function currentStep(state: PayStepState): PayStep {
  return state.stack[state.stack.length - 1] ?? 'HOME';
}

export type ChosenCard = Pick<SavedCard, 'source_id' | 'bin' | 'is_remember'>;

export type PayStepEvent =
  /** A channel of the tier was chosen (display by channel). */
  | { type: 'CHOOSE_CHANNEL'; subType: number }
  /** A saved card (recent method) was chosen; `expired` from isCardExpired or the bank's flag. */
  | { type: 'CHOOSE_CARD'; card: ChosenCard; expired: boolean }
  /** "Update the expiry" of an expired saved card (its popup, or the expire dialog's "update and pay"). */
  | { type: 'UPDATE_EXPIRY'; card: ChosenCard }
  | { type: 'OPEN_CARD_LIST' }
  /** "Add a new card" from the saved-card list (or home): the card frame, in place of the list. */
  | { type: 'ADD_NEW_CARD' }
  /** `allValid` from validateCardForm. */
  | { type: 'SUBMIT_CARD_FRAME'; allValid: boolean }
  /** `cvvValid` from validateCvv, or the provider's own check for a saved third-provider card. */
  | { type: 'SUBMIT_CVV'; cvvValid: boolean }
  /** `expiryValid` from isExpiryValid (or the test bypass of spec 01 §5). */
  | { type: 'SUBMIT_EXPIRY'; expiryValid: boolean }
  /** The server accepted the new expiry. */
  | { type: 'EXPIRY_UPDATED' }
  | { type: 'BACK' }
  /** The PayChildPage of the URL changed (browser Back or Forward). */
  | { type: 'GO_TO'; page: number | string };

export type PayStepMessage = 'cardExpiredInvalid' | 'cvvInvalid' | 'expiryInvalid';

export type PayStepEffect =
  | { type: 'none' }
  /** Show the loading text "going to the payment page" and create the order (redirect channels). */
  | { type: 'startOrder'; subType: number; loadingKey: 'goingToPaymentPage' }
  | { type: 'startApplePay' }
  | { type: 'showMessage'; key: PayStepMessage }
  /** Submit gate: show every field's message. */
  | { type: 'showFieldErrors' }
  | { type: 'tokenizeThenCreateOrder' }
  | { type: 'createOrder'; remembered: boolean }
  | { type: 'updateExpiry' }
  /** spec 01 §2 expired-card popup: update the expiry, or pay with another card. */
  | { type: 'offerExpiredCard' };

export interface PayStepTransition {
  state: PayStepState;
  effect: PayStepEffect;
}

const NONE: PayStepEffect = { type: 'none' };

function push(stack: readonly PayStep[], step: PayStep): PayStepState {
  return { stack: stack[stack.length - 1] === step ? stack : [...stack, step] };
}

function stay(stack: readonly PayStep[], effect: PayStepEffect): PayStepTransition {
  return { state: { stack }, effect };
}

/** spec 01 §4: the one expired-card rule: a card-checkout card may be updated, any other is invalid. */
function expiredCardEffect(card: ChosenCard): PayStepEffect {
  return cardKind(card) === 'cko'
    ? { type: 'offerExpiredCard' }
    : { type: 'showMessage', key: 'cardExpiredInvalid' };
}

type EventOf<K extends PayStepEvent['type']> = Extract<PayStepEvent, { type: K }>;

interface Row<K extends PayStepEvent['type']> {
  /** The steps the event is accepted at; anywhere else it is ignored. */
  from: readonly PayStep[] | 'any';
  run: (stack: readonly PayStep[], event: EventOf<K>) => PayStepTransition;
}

const TRANSITIONS: { [K in PayStepEvent['type']]: Row<K> } = {
  // spec 01 §4: card-checkout and third-provider cards open the card frame; the second provider's card
  // and every Apple Pay type go to the provider with the "going to the payment page" loading text.
  CHOOSE_CHANNEL: {
    from: ['HOME'],
    run: (stack, e) => {
      const kind = channelKind(e.subType);
      if (kind === 'ckoCard' || kind === 'thirdCard')
        return { state: push(stack, 'CARD_FRAME'), effect: NONE };
      if (kind === 'secondCard' || kind === 'applePay') {
        return stay(stack, { type: 'startOrder', subType: e.subType, loadingKey: 'goingToPaymentPage' });
      }
      return stay(stack, NONE);
    },
  },
  // spec 01 §4: the Apple Pay pseudo-card (any wallet card) starts Apple Pay; an expired card is updated
  // when it is a card-checkout card (its popup offers the update or another card) and refused otherwise;
  // any other card asks for its CVV.
  CHOOSE_CARD: {
    from: ['HOME', 'CARD_LIST'],
    run: (stack, e) => {
      const kind = cardKind(e.card);
      if (kind === 'wallet') return stay(stack, { type: 'startApplePay' });
      if (e.expired) return stay(stack, expiredCardEffect(e.card));
      const step = e.card.is_remember === 1 ? 'CARD_CVV' : 'CARD_CVV_IS_NOT_REMEMBER';
      return { state: push(stack, step), effect: NONE };
    },
  },
  // spec 01 §2, §4: only a card-checkout card's expiry can be updated (the CKO_CARD_MODIFY_EXPIRE panel).
  UPDATE_EXPIRY: {
    from: ['HOME', 'CARD_LIST'],
    run: (stack, e) =>
      cardKind(e.card) === 'cko'
        ? { state: push(stack, 'CKO_CARD_MODIFY_EXPIRE'), effect: NONE }
        : stay(stack, { type: 'showMessage', key: 'cardExpiredInvalid' }),
  },
  OPEN_CARD_LIST: {
    from: ['HOME'],
    run: (stack) => ({ state: push(stack, 'CARD_LIST'), effect: NONE }),
  },
  // the list gives way to the frame, so Back from the new card returns home, not to the list
  ADD_NEW_CARD: {
    from: ['HOME', 'CARD_LIST'],
    run: (stack) => ({
      state: push(stack[stack.length - 1] === 'CARD_LIST' ? stack.slice(0, -1) : stack, 'CARD_FRAME'),
      effect: NONE,
    }),
  },
  // spec 01 §4: the card frame submits only when all four fields are valid: tokenise, then create the order.
  SUBMIT_CARD_FRAME: {
    from: ['CARD_FRAME'],
    run: (stack, e) =>
      stay(stack, e.allValid ? { type: 'tokenizeThenCreateOrder' } : { type: 'showFieldErrors' }),
  },
  // spec 01 §4, §5: the CVV step needs a valid CVV.
  SUBMIT_CVV: {
    from: ['CARD_CVV', 'CARD_CVV_IS_NOT_REMEMBER'],
    run: (stack, e) =>
      stay(
        stack,
        e.cvvValid
          ? { type: 'createOrder', remembered: stack[stack.length - 1] === 'CARD_CVV' }
          : { type: 'showMessage', key: 'cvvInvalid' },
      ),
  },
  // spec 01 §5: the update applies only when the new expiry is valid.
  SUBMIT_EXPIRY: {
    from: ['CKO_CARD_MODIFY_EXPIRE'],
    run: (stack, e) =>
      stay(stack, e.expiryValid ? { type: 'updateExpiry' } : { type: 'showMessage', key: 'expiryInvalid' }),
  },
  // The panel closes; the card is usable again, so the user goes on to its CVV and pays.
  EXPIRY_UPDATED: {
    from: ['CKO_CARD_MODIFY_EXPIRE'],
    run: (stack) => ({ state: push(stack.slice(0, -1), 'CARD_CVV'), effect: NONE }),
  },
  // spec 01 §4: steps are stacked so Back returns to the previous one; HOME stays at the bottom.
  BACK: {
    from: 'any',
    run: (stack) => stay(stack.length > 1 ? stack.slice(0, -1) : stack, NONE),
  },
  // spec 01 §2: the pay child page lives in the URL. Going to a step already in the stack unwinds to
  // it (browser Back); another one is pushed (browser Forward); HOME clears the stack.
  GO_TO: {
    from: 'any',
    run: (stack, e) => {
      const step = stepOfPage(e.page);
      if (step === null) return stay(stack, NONE);
      if (step === 'HOME') return stay(['HOME'], NONE);
      const at = stack.lastIndexOf(step);
      return { state: at >= 0 ? { stack: stack.slice(0, at + 1) } : push(stack, step), effect: NONE };
    },
  },
};

/** The one reducer of the pay steps. An event not accepted at the current step changes nothing. */
export function nextStep(state: PayStepState, event: PayStepEvent): PayStepTransition {
  const row = TRANSITIONS[event.type] as Row<PayStepEvent['type']>;
  if (row.from !== 'any' && !row.from.includes(currentStep(state))) return { state, effect: NONE };
  const result = row.run(state.stack, event as never);
  // keep the same object when nothing moved, so selectors and effects keyed on it do not fire
  const same =
    result.state.stack.length === state.stack.length &&
    result.state.stack.every((s, i) => s === state.stack[i]);
  return same ? { state, effect: result.effect } : result;
}
