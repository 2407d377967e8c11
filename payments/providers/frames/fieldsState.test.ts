import { CARD_FIELD_TEXTS } from '../cardFieldTextsTestKit';
import { createFramesFieldsState } from './fieldsState';

// spec 01 §5: a field says nothing until it is left or the submit gate asks; then "please fill in …" while
// empty, "… is filled in incorrectly" while invalid; the card is valid only when Frames says so as well.

describe('the Frames card fields’ state (spec 01 §5)', () => {
  it('shows a field’s message once it is left, and every field’s at the submit gate', () => {
    const s = createFramesFieldsState(CARD_FIELD_TEXTS);
    expect(s.messageFor('cardNumber')).toBe('');
    s.leave('cardNumber');
    expect(s.messageFor('cardNumber')).toBe(CARD_FIELD_TEXTS.empty.cardNumber);
    s.setStatus('cardNumber', 'invalid');
    expect(s.messageFor('cardNumber')).toBe(CARD_FIELD_TEXTS.invalid.cardNumber);
    expect(s.messageFor('cvv')).toBe('');
    s.showAll();
    expect(s.messageFor('cvv')).toBe(CARD_FIELD_TEXTS.empty.cvv);
  });

  it('is valid only with every field valid and Frames’ own verdict; a frame that turns invalid was filled in', () => {
    const s = createFramesFieldsState(CARD_FIELD_TEXTS);
    s.setStatus('holderName', 'valid');
    s.setCardValidity(false, { cardNumber: true, expiry: true, cvv: true });
    expect(s.state().allValid).toBe(false); // a scheme the account does not accept
    s.setCardValidity(true, { cardNumber: true, expiry: true, cvv: true });
    expect(s.state().allValid).toBe(true);
    s.setCardValidity(false, { cardNumber: false, expiry: true, cvv: true });
    expect(s.status('cardNumber')).toBe('invalid');
    expect(s.status('expiry')).toBe('valid');
  });
});
