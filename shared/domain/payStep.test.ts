import {
  INITIAL_PAY_STEP_STATE,
  PAY_CHILD_PAGE,
  PAY_DISPLAY_MODE,
  currentStep,
  nextStep,
  pageOfStep,
  stepOfPage,
  type ChosenCard,
  type PayStep,
  type PayStepEvent,
  type PayStepState,
} from './payStep';
import fc from 'fast-check';

const at = (...stack: PayStep[]): PayStepState => ({ stack });
const cko: ChosenCard = { source_id: 'src_1', bin: '424242', is_remember: 1 };
const third: ChosenCard = { source_id: 'pm_1', bin: '555555', is_remember: 1 };
const applePay: ChosenCard = { source_id: 'apple_pay', bin: '000000', is_remember: 1 };
const notRemembered: ChosenCard = { ...cko, is_remember: 0 };

describe('pay child pages and display modes (spec 01 §2)', () => {
  it('numbers the pages 1 to 6 and maps both ways', () => {
    expect(PAY_CHILD_PAGE).toEqual({
      HOME: 1,
      CARD_LIST: 2,
      CARD_FRAME: 3,
      CARD_CVV: 4,
      CARD_CVV_IS_NOT_REMEMBER: 5,
      CKO_CARD_MODIFY_EXPIRE: 6,
    });
    for (const step of Object.keys(PAY_CHILD_PAGE) as PayStep[]) {
      expect(stepOfPage(pageOfStep(step))).toBe(step);
      expect(stepOfPage(String(pageOfStep(step)))).toBe(step);
    }
    expect(stepOfPage(7)).toBeNull();
    expect(stepOfPage('3a')).toBeNull();
    expect(stepOfPage('')).toBeNull();
    expect(stepOfPage(undefined)).toBeNull();
  });
  it('has display modes 1 enter, 2 list, 3 switch', () => {
    expect(PAY_DISPLAY_MODE).toEqual({ ENTER: 1, LIST: 2, SWITCH: 3 });
  });
});

describe('HOME with channel display (spec 01 §4)', () => {
  it('card-checkout and third-provider cards open the card frame', () => {
    for (const subType of [23, 27]) {
      const t = nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CHANNEL', subType });
      expect(t.state.stack).toEqual(['HOME', 'CARD_FRAME']);
      expect(t.effect).toEqual({ type: 'none' });
    }
  });
  it('the second-provider card and every Apple Pay type start the order with the loading text', () => {
    for (const subType of [24, 25, 26, 28, 29, 30, 31, 2528]) {
      const t = nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CHANNEL', subType });
      expect(t.state).toBe(INITIAL_PAY_STEP_STATE);
      expect(t.effect).toEqual({ type: 'startOrder', subType, loadingKey: 'goingToPaymentPage' });
    }
  });
  it('ignores an unknown channel and a channel chosen away from HOME', () => {
    expect(nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CHANNEL', subType: 99 }).effect).toEqual({
      type: 'none',
    });
    const s = at('HOME', 'CARD_CVV');
    expect(nextStep(s, { type: 'CHOOSE_CHANNEL', subType: 24 })).toEqual({
      state: s,
      effect: { type: 'none' },
    });
  });
});

describe('HOME with a recent-method card (spec 01 §4)', () => {
  it('the Apple Pay pseudo-card starts Apple Pay', () => {
    const t = nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CARD', card: applePay, expired: false });
    expect(t).toEqual({ state: INITIAL_PAY_STEP_STATE, effect: { type: 'startApplePay' } });
  });
  it('an expired card-checkout card offers its popup: update the expiry, or another card', () => {
    const t = nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CARD', card: cko, expired: true });
    expect(t).toEqual({ state: INITIAL_PAY_STEP_STATE, effect: { type: 'offerExpiredCard' } });
  });
  it('updating the expiry opens the panel for a card-checkout card, from home or the list', () => {
    expect(nextStep(INITIAL_PAY_STEP_STATE, { type: 'UPDATE_EXPIRY', card: cko }).state.stack).toEqual([
      'HOME',
      'CKO_CARD_MODIFY_EXPIRE',
    ]);
    const list = nextStep(INITIAL_PAY_STEP_STATE, { type: 'OPEN_CARD_LIST' }).state;
    expect(nextStep(list, { type: 'UPDATE_EXPIRY', card: cko }).state.stack).toEqual([
      'HOME',
      'CARD_LIST',
      'CKO_CARD_MODIFY_EXPIRE',
    ]);
  });
  it('another provider’s card cannot be updated: the "saved card is invalid" message', () => {
    expect(nextStep(INITIAL_PAY_STEP_STATE, { type: 'UPDATE_EXPIRY', card: third })).toEqual({
      state: INITIAL_PAY_STEP_STATE,
      effect: { type: 'showMessage', key: 'cardExpiredInvalid' },
    });
  });
  it('an expired card of another provider shows the "saved card is invalid" message', () => {
    const t = nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CARD', card: third, expired: true });
    expect(t).toEqual({
      state: INITIAL_PAY_STEP_STATE,
      effect: { type: 'showMessage', key: 'cardExpiredInvalid' },
    });
  });
  it('any other saved card asks for its CVV', () => {
    expect(
      nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CARD', card: cko, expired: false }).state.stack,
    ).toEqual(['HOME', 'CARD_CVV']);
    expect(
      nextStep(INITIAL_PAY_STEP_STATE, { type: 'CHOOSE_CARD', card: third, expired: false }).state.stack,
    ).toEqual(['HOME', 'CARD_CVV']);
  });
  it('a card that is not remembered gets the not-remembered CVV step', () => {
    const t = nextStep(INITIAL_PAY_STEP_STATE, {
      type: 'CHOOSE_CARD',
      card: notRemembered,
      expired: false,
    });
    expect(t.state.stack).toEqual(['HOME', 'CARD_CVV_IS_NOT_REMEMBER']);
  });
  it('the saved card list chooses like HOME, and Back returns to the list', () => {
    const list = nextStep(INITIAL_PAY_STEP_STATE, { type: 'OPEN_CARD_LIST' }).state;
    expect(list.stack).toEqual(['HOME', 'CARD_LIST']);
    const cvv = nextStep(list, { type: 'CHOOSE_CARD', card: cko, expired: false }).state;
    expect(cvv.stack).toEqual(['HOME', 'CARD_LIST', 'CARD_CVV']);
    expect(nextStep(cvv, { type: 'BACK' }).state.stack).toEqual(['HOME', 'CARD_LIST']);
  });

  it('"add a new card" replaces the list by the card frame, so Back from it returns home', () => {
    const list = at('HOME', 'CARD_LIST');
    const frame = nextStep(list, { type: 'ADD_NEW_CARD' }).state;
    expect(frame.stack).toEqual(['HOME', 'CARD_FRAME']);
    expect(nextStep(frame, { type: 'BACK' }).state.stack).toEqual(['HOME']);
    expect(nextStep(at('HOME'), { type: 'ADD_NEW_CARD' }).state.stack).toEqual(['HOME', 'CARD_FRAME']);
    expect(nextStep(at('HOME', 'CARD_CVV'), { type: 'ADD_NEW_CARD' }).state.stack).toEqual([
      'HOME',
      'CARD_CVV',
    ]);
  });
});

describe('submitting a step (spec 01 §4, §5)', () => {
  it('the card frame tokenises then creates the order only when all four fields are valid', () => {
    const s = at('HOME', 'CARD_FRAME');
    expect(nextStep(s, { type: 'SUBMIT_CARD_FRAME', allValid: true }).effect).toEqual({
      type: 'tokenizeThenCreateOrder',
    });
    expect(nextStep(s, { type: 'SUBMIT_CARD_FRAME', allValid: false }).effect).toEqual({
      type: 'showFieldErrors',
    });
  });
  it('the CVV step creates the order only with a valid CVV', () => {
    expect(nextStep(at('HOME', 'CARD_CVV'), { type: 'SUBMIT_CVV', cvvValid: true }).effect).toEqual({
      type: 'createOrder',
      remembered: true,
    });
    expect(
      nextStep(at('HOME', 'CARD_CVV_IS_NOT_REMEMBER'), { type: 'SUBMIT_CVV', cvvValid: true }).effect,
    ).toEqual({
      type: 'createOrder',
      remembered: false,
    });
    expect(nextStep(at('HOME', 'CARD_CVV'), { type: 'SUBMIT_CVV', cvvValid: false }).effect).toEqual({
      type: 'showMessage',
      key: 'cvvInvalid',
    });
  });
  it('the expiry panel updates only a valid expiry, then goes on to the CVV', () => {
    const s = at('HOME', 'CKO_CARD_MODIFY_EXPIRE');
    expect(nextStep(s, { type: 'SUBMIT_EXPIRY', expiryValid: true }).effect).toEqual({
      type: 'updateExpiry',
    });
    expect(nextStep(s, { type: 'SUBMIT_EXPIRY', expiryValid: false }).effect).toEqual({
      type: 'showMessage',
      key: 'expiryInvalid',
    });
    expect(nextStep(s, { type: 'EXPIRY_UPDATED' }).state.stack).toEqual(['HOME', 'CARD_CVV']);
  });
  it('ignores a submit that does not belong to the current step', () => {
    const s = at('HOME', 'CARD_CVV');
    expect(nextStep(s, { type: 'SUBMIT_CARD_FRAME', allValid: true })).toEqual({
      state: s,
      effect: { type: 'none' },
    });
    expect(nextStep(INITIAL_PAY_STEP_STATE, { type: 'SUBMIT_CVV', cvvValid: true }).effect).toEqual({
      type: 'none',
    });
    expect(nextStep(s, { type: 'EXPIRY_UPDATED' }).state).toBe(s);
  });
});

describe('Back and the URL (spec 01 §2, §4)', () => {
  it('Back pops one step and never below HOME', () => {
    expect(nextStep(at('HOME', 'CARD_FRAME'), { type: 'BACK' }).state.stack).toEqual(['HOME']);
    const home = nextStep(INITIAL_PAY_STEP_STATE, { type: 'BACK' });
    expect(home.state).toBe(INITIAL_PAY_STEP_STATE);
  });
  it('GO_TO unwinds to a step in the stack, pushes a new one, and clears for HOME', () => {
    const deep = at('HOME', 'CARD_LIST', 'CARD_CVV');
    expect(nextStep(deep, { type: 'GO_TO', page: 2 }).state.stack).toEqual(['HOME', 'CARD_LIST']);
    expect(nextStep(deep, { type: 'GO_TO', page: '1' }).state.stack).toEqual(['HOME']);
    expect(nextStep(at('HOME'), { type: 'GO_TO', page: 3 }).state.stack).toEqual(['HOME', 'CARD_FRAME']);
    expect(nextStep(deep, { type: 'GO_TO', page: 4 }).state).toBe(deep);
    expect(nextStep(deep, { type: 'GO_TO', page: 'x' }).state).toBe(deep);
  });
  it('property: HOME is always at the bottom and the stack never empties', () => {
    const event: fc.Arbitrary<PayStepEvent> = fc.oneof(
      fc.constant<PayStepEvent>({ type: 'BACK' }),
      fc.constant<PayStepEvent>({ type: 'OPEN_CARD_LIST' }),
      fc.constant<PayStepEvent>({ type: 'EXPIRY_UPDATED' }),
      fc.integer({ min: 0, max: 8 }).map((page): PayStepEvent => ({ type: 'GO_TO', page })),
      fc.constantFrom(23, 24, 26, 27).map((subType): PayStepEvent => ({ type: 'CHOOSE_CHANNEL', subType })),
      fc
        .record({
          card: fc.constantFrom(cko, third, applePay, notRemembered),
          expired: fc.boolean(),
        })
        .map((r): PayStepEvent => ({ type: 'CHOOSE_CARD', ...r })),
      fc.constantFrom(cko, third).map((card): PayStepEvent => ({ type: 'UPDATE_EXPIRY', card })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let s = INITIAL_PAY_STEP_STATE;
        for (const e of events) {
          s = nextStep(s, e).state;
          if (s.stack[0] !== 'HOME' || s.stack.length < 1) return false;
          if (s.stack.slice(1).includes('HOME')) return false;
        }
        return currentStep(s) === s.stack[s.stack.length - 1];
      }),
    );
  });
});
