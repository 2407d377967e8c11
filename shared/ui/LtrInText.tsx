import type { ReactNode } from 'react';
import { LtrNumber } from './LtrNumber';

// DESIGN §10: a date or an id inside an Arabic sentence stays one left-to-right piece. Left as plain text in
// the sentence, the bidirectional algorithm lays a date's parts out right to left (2027-06-30 reads
// 30-06-2027). The sentence still comes whole from the translation, so its word order is the translator's:
// the value is interpolated between two marks, and the marked part is drawn as an LtrNumber.

/** Private-use characters: no translation and no formatted value contains them. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKED = /\uE000([^\uE000\uE001]*)\uE001/;

/** What to interpolate into a sentence for a value that must stay one left-to-right piece. */
export function ltrPart(value: string): string {
  return `${OPEN}${value}${CLOSE}`;
}

/** The parts of a sentence: its own text, and each marked value as one left-to-right piece. */
export function ltrParts(text: string): ReactNode[] {
  // split with a capture group: the text is at the even indexes, the marked values at the odd ones
  return text
    .split(MARKED)
    .map((part, i) => (i % 2 === 0 ? part : <LtrNumber key={i}>{part}</LtrNumber>))
    .filter((part) => part !== '');
}

/** A translated sentence whose marked values (`ltrPart`) are each one left-to-right piece. */
export function LtrInText({ text }: { text: string }) {
  return <>{ltrParts(text)}</>;
}
