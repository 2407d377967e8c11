import { STRING_MAX } from './analyticsLimits';

// spec 02 §9: strings of an event are cut at 1200 characters. A cut never splits a surrogate pair, so an
// emoji at the edge goes whole instead of leaving half a character the server cannot store as text.

export function cutString(text: string, max: number = STRING_MAX): string {
  if (text.length <= max) return text;
  const end = max > 0 && isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  return text.slice(0, Math.max(0, end));
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
