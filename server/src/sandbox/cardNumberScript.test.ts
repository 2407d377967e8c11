/**
 * @jest-environment jsdom
 */
import { CARD_NUMBER_SCRIPT } from './cardNumberScript';

// The hosted checkout's card number script run in a browser document: what the user sees while typing,
// where the caret stays, and what the form sends.

function setUp(value = ''): { input: HTMLInputElement; form: HTMLFormElement } {
  document.body.innerHTML =
    '<form><input id="card-number" name="number" type="text" dir="ltr" maxlength="23"></form>';
  const input = document.getElementById('card-number') as HTMLInputElement;
  input.value = value;
  new Function(CARD_NUMBER_SCRIPT)();
  return { input, form: input.form as HTMLFormElement };
}

/** The user types `text` at the caret, as the browser would insert it, then the input event fires. */
function type(input: HTMLInputElement, text: string): void {
  const at = input.selectionStart ?? input.value.length;
  input.value = input.value.slice(0, at) + text + input.value.slice(input.selectionEnd ?? at);
  input.setSelectionRange(at + text.length, at + text.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the hosted checkout card number field', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('groups the digits in fours as they are typed, one at a time', () => {
    const { input } = setUp();
    input.focus();
    const seen: string[] = [];
    for (const digit of '4242424242424242') {
      type(input, digit);
      seen.push(input.value);
    }
    expect(seen[3]).toBe('4242');
    expect(seen[4]).toBe('4242 4');
    expect(input.value).toBe('4242 4242 4242 4242');
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('takes Arabic-Indic and Persian digits, drops anything else, and stops at 19 digits', () => {
    const { input } = setUp();
    input.focus();
    type(input, '٤٢٤٢-۴۲۴۲ x 4242.4242');
    expect(input.value).toBe('4242 4242 4242 4242');
    type(input, '12345');
    expect(input.value).toBe('4242 4242 4242 4242 123');
  });

  it('keeps the caret after the digit just typed in the middle', () => {
    const { input } = setUp();
    input.focus();
    type(input, '42424242');
    input.setSelectionRange(4, 4);
    type(input, '1');
    expect(input.value).toBe('4242 1424 2');
    expect(input.selectionStart).toBe(6);
  });

  it('groups a number the page shows again after a refused submit', () => {
    expect(setUp('4242424242424241').input.value).toBe('4242 4242 4242 4241');
  });

  it('sends the digits alone', () => {
    const { input, form } = setUp();
    input.focus();
    type(input, '4000000000003220');
    expect(input.value).toBe('4000 0000 0000 3220');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(input.value).toBe('4000000000003220');
  });
});
