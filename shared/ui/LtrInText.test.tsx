import { render } from '@testing-library/react';
import { LtrInText, ltrPart, ltrParts } from './LtrInText';
import { LtrNumber } from './LtrNumber';

// DESIGN §10 and the LtrNumber rule: a date (or an id) inside an Arabic sentence is one left-to-right
// piece, isolated from the words around it, in the translation's own word order.

/** A translation as i18next interpolates it: the value lands where the sentence puts it. */
const until = (date: string) => `الحساب محظور حتى ${date}.`;

describe('a value kept one left-to-right piece inside a sentence', () => {
  it('draws the marked date as an isolated left-to-right piece, the sentence around it as it was', () => {
    const { container } = render(<LtrInText text={until(ltrPart('2027-06-30'))} />);
    const pieces = container.querySelectorAll('bdi');
    expect(pieces).toHaveLength(1);
    expect(pieces[0]!.getAttribute('dir')).toBe('ltr');
    expect(pieces[0]!.textContent).toBe('2027-06-30');
    // nothing of the marks is left: the sentence reads as the translation says it
    expect(container.textContent).toBe('الحساب محظور حتى 2027-06-30.');
  });

  it('keeps each of several values whole and in the sentence’s order', () => {
    const text = `من ${ltrPart('2025-01-01')} إلى ${ltrPart('2025-12-31')}`;
    const parts = ltrParts(text);
    expect(parts).toHaveLength(4);
    const { container } = render(<LtrInText text={text} />);
    expect([...container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toEqual([
      '2025-01-01',
      '2025-12-31',
    ]);
    expect(container.textContent).toBe('من 2025-01-01 إلى 2025-12-31');
  });

  it('leaves a sentence without a marked value as plain text', () => {
    const { container } = render(<LtrInText text="الحساب محظور نهائيًا." />);
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe('الحساب محظور نهائيًا.');
  });

  it('does not take a value for a translation: a value is only what ltrPart marked', () => {
    expect(ltrPart('2027-06-30')).not.toBe('2027-06-30');
    expect(ltrParts(until('2027-06-30'))).toEqual([until('2027-06-30')]);
  });
});

describe('LtrNumber', () => {
  it('is a left-to-right isolate kept on one line, with the caller’s class beside its own', () => {
    const { container } = render(<LtrNumber className="mine">TP20260115120000001</LtrNumber>);
    const piece = container.querySelector('bdi')!;
    expect(piece.getAttribute('dir')).toBe('ltr');
    expect(piece.className.split(' ')).toEqual(['number', 'mine']);
  });
});
