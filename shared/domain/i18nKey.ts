// spec 02 §8: a missing translation shows its key without the language marker. Keys may carry a
// namespace ("pay:title") and a language marker ("ar:", "[ar]", "_ar"); the user sees "title".

const LEADING = /^(?:\[[a-z]{2}(?:-[A-Z]{2})?\]\s*|[a-z]{2}(?:-[A-Z]{2})?[:_])/;
const TRAILING = /(?:_[a-z]{2}(?:-[A-Z]{2})?|\s*\[[a-z]{2}(?:-[A-Z]{2})?\])$/;

export function stripLanguageMarker(key: string): string {
  let k = key;
  const ns = k.indexOf(':');
  if (ns > 2) k = k.slice(ns + 1); // a namespace, not a two-letter language tag
  return k.replace(LEADING, '').replace(TRAILING, '');
}
