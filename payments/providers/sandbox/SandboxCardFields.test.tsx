import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CardFieldName, FieldsState } from '../types';
import { CARD_FIELD_TEXTS } from '../cardFieldTextsTestKit';
import {
  fieldsState,
  SandboxCardFields,
  type SandboxFieldsHandle,
  type SandboxFieldValues,
} from './SandboxCardFields';

const texts = CARD_FIELD_TEXTS;
const { labels } = texts;

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const VALID: SandboxFieldValues = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '737',
  holderName: 'Ali Hassan',
};

function renderFields() {
  const ref = createRef<SandboxFieldsHandle>();
  const states: FieldsState[] = [];
  render(<SandboxCardFields ref={ref} texts={texts} onState={(s) => states.push(s)} now={() => NOW} />);
  const input = (field: CardFieldName) => screen.getByLabelText(labels[field]) as HTMLInputElement;
  const type = (field: CardFieldName, value: string) => {
    fireEvent.change(input(field), { target: { value } });
    return input(field).value;
  };
  return { ref, states, input, type, last: () => states[states.length - 1] };
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('the sandbox card fields: what typing gives (spec 01 §5)', () => {
  it('turns Arabic-Indic and Persian digits of the number into 0–9, grouped in fours', () => {
    const { type } = renderFields();
    expect(type('cardNumber', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢')).toBe('4242 4242 4242 4242');
    expect(type('cardNumber', '۵۵۵۵۵۵۵۵۵۵۵۵۴۴۴۴')).toBe('5555 5555 5555 4444');
  });

  it('groups the number in fours and keeps at most 19 digits', () => {
    const { type } = renderFields();
    expect(type('cardNumber', '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(type('cardNumber', '4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(type('cardNumber', '4242424242424242424242')).toBe('4242 4242 4242 4242 424');
  });

  // the cap counts digits, not the separators a pasted number carries
  it('keeps all 19 digits of a number pasted with hyphens', () => {
    const { type } = renderFields();
    expect(type('cardNumber', '6212-3456-7890-1234-567')).toBe('6212 3456 7890 1234 567');
  });

  it('turns Arabic-Indic and Persian digits of the expiry into MM/YY', () => {
    const { type } = renderFields();
    expect(type('expiry', '١٢٣٠')).toBe('12/30');
    expect(type('expiry', '۰۸/۲۹')).toBe('08/29');
    expect(type('expiry', '12/305')).toBe('12/30');
  });

  it('turns Arabic-Indic and Persian digits of the CVV into 0–9, at most 4 of them', () => {
    const { type } = renderFields();
    expect(type('cvv', '٧٣٧')).toBe('737');
    expect(type('cvv', '۱۲۳۴')).toBe('1234');
    expect(type('cvv', '12345')).toBe('1234');
  });

  it('strips emoji and symbols from the holder name as it is typed', () => {
    const { type } = renderFields();
    expect(type('holderName', 'Ali😀 Hassan$')).toBe('Ali Hassan');
    expect(type('holderName', 'نورة❤️ العلي™')).toBe('نورة العلي');
  });

  it('shows the brand of the number', () => {
    const { type } = renderFields();
    expect(screen.queryByTestId('card-brand')).toBeNull();
    type('cardNumber', '4242');
    expect(screen.getByTestId('card-brand').textContent).toBe('Visa');
    type('cardNumber', '5555 5555');
    expect(screen.getByTestId('card-brand').textContent).toBe('Mastercard');
    type('cardNumber', '2221 0000');
    expect(screen.getByTestId('card-brand').textContent).toBe('Mastercard');
    type('cardNumber', '9999');
    expect(screen.queryByTestId('card-brand')).toBeNull();
  });

  it('reports each change with the fields’ state', () => {
    const { type, last } = renderFields();
    type('cardNumber', '4242424242424241');
    expect(last()?.fields.cardNumber).toBe('invalid');
    expect(last()?.brand).toBe('visa');
    type('cardNumber', '4242424242424242');
    expect(last()?.fields.cardNumber).toBe('valid');
    expect(last()?.allValid).toBe(false);
    type('expiry', '1230');
    type('cvv', '737');
    type('holderName', 'Ali Hassan');
    expect(last()?.allValid).toBe(true);
  });

  it('gives its cleaned values to the provider', () => {
    const { ref, type } = renderFields();
    type('cardNumber', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢');
    type('expiry', '١٢٣٠');
    type('cvv', '٧٣٧');
    type('holderName', 'Ali😀 Hassan');
    expect(ref.current?.values()).toEqual(VALID);
  });
});

describe('the sandbox card fields: when a message shows (spec 01 §5)', () => {
  it('shows no message while the user types', () => {
    const { type } = renderFields();
    type('cardNumber', '4242424242424241');
    type('cvv', '1');
    expect(alerts()).toEqual([]);
  });

  it('shows a field’s message once it is left: invalid (a Luhn-failing number) or empty', () => {
    const { type, input } = renderFields();
    type('cardNumber', '4242 4242 4242 4241');
    fireEvent.blur(input('cardNumber'));
    expect(alerts()).toEqual(['رقم البطاقة غير صحيح']);
    expect(input('cardNumber').getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(input('cvv'));
    expect(alerts()).toEqual(['رقم البطاقة غير صحيح', 'يرجى إدخال رمز CVV']);
  });

  it('drops the message once the field is right', () => {
    const { type, input } = renderFields();
    type('cardNumber', '4242 4242 4242 4241');
    fireEvent.blur(input('cardNumber'));
    type('cardNumber', '4242 4242 4242 4242');
    expect(alerts()).toEqual([]);
  });

  it('calls an expiry in the past invalid', () => {
    const { type, input } = renderFields();
    type('expiry', '12/25');
    fireEvent.blur(input('expiry'));
    expect(alerts()).toEqual(['تاريخ الانتهاء غير صحيح']);
  });

  it('shows every field’s message at the submit gate (showErrors)', () => {
    const { ref } = renderFields();
    act(() => ref.current?.showErrors());
    expect(alerts()).toEqual([
      'يرجى إدخال رقم البطاقة',
      'يرجى إدخال تاريخ الانتهاء',
      'يرجى إدخال رمز CVV',
      'يرجى إدخال اسم حامل البطاقة',
    ]);
  });

  it('shows nothing at the submit gate when all four are right', () => {
    const { ref, type } = renderFields();
    type('cardNumber', VALID.cardNumber);
    type('expiry', VALID.expiry);
    type('cvv', VALID.cvv);
    type('holderName', VALID.holderName);
    act(() => ref.current?.showErrors());
    expect(alerts()).toEqual([]);
  });
});

describe('fieldsState: the submit gate (spec 01 §5)', () => {
  it('is all valid when the four fields are', () => {
    const s = fieldsState(VALID, NOW);
    expect(s.allValid).toBe(true);
    expect(s.fields).toEqual({ cardNumber: 'valid', expiry: 'valid', cvv: 'valid', holderName: 'valid' });
    expect(s.brand).toBe('visa');
  });

  it.each([
    ['cardNumber', '4242 4242 4242 4241', 'invalid'],
    ['cardNumber', '', 'empty'],
    ['expiry', '12/25', 'invalid'],
    ['expiry', '13/30', 'invalid'],
    ['expiry', '', 'empty'],
    ['cvv', '73', 'invalid'],
    ['cvv', '', 'empty'],
    ['holderName', '   ', 'empty'],
    ['holderName', 'a'.repeat(255), 'invalid'],
  ] as const)('is not all valid when %s is %j', (field, value, status) => {
    const s = fieldsState({ ...VALID, [field]: value }, NOW);
    expect(s.fields[field]).toBe(status);
    expect(s.allValid).toBe(false);
  });

  it('names no brand for an unknown number', () => {
    expect(fieldsState({ ...VALID, cardNumber: '9999' }, NOW).brand).toBeUndefined();
  });
});

describe('a brand the channel does not take (spec 01 §9: the third provider, mc and visa)', () => {
  const renderThird = () => {
    const states: FieldsState[] = [];
    render(
      <SandboxCardFields
        texts={texts}
        onState={(s) => states.push(s)}
        brands={['mastercard', 'visa']}
        now={() => NOW}
      />,
    );
    const number = screen.getByLabelText(labels.cardNumber) as HTMLInputElement;
    return { states, number };
  };

  it('says so in the number field as soon as the first digits tell, and never lets the card pay', () => {
    const { states, number } = renderThird();
    fireEvent.change(number, { target: { value: '37' } });
    expect(alerts()).toEqual([texts.brandRefused]);
    fireEvent.change(number, { target: { value: '3782 822463 10005' } });
    for (const f of ['expiry', 'cvv', 'holderName'] as const)
      fireEvent.change(screen.getByLabelText(labels[f]), { target: { value: VALID[f] } });
    expect(states[states.length - 1]).toMatchObject({ allValid: false, fields: { cardNumber: 'invalid' } });
  });

  it('takes Visa and Mastercard as before', () => {
    const { states, number } = renderThird();
    fireEvent.change(number, { target: { value: '5555 5555 5555 4444' } });
    expect(alerts()).toEqual([]);
    expect(states[states.length - 1]?.fields.cardNumber).toBe('valid');
  });

  it('is judged the same way at tokenize (no order for a refused brand)', () => {
    const amex = { ...VALID, cardNumber: '3782 822463 10005' };
    expect(fieldsState(amex, NOW, ['mastercard', 'visa']).allValid).toBe(false);
    expect(fieldsState(amex, NOW).allValid).toBe(true);
  });
});
