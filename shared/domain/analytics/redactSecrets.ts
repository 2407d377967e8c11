import { CARD_CANDIDATE, KNOWN_SECRET_MIN_LENGTH, isCardNumber, secretValueRanges } from './secretPatterns';

// Events are built without secrets, and every string is also passed through
// this before it is queued, so an error message or an address that happens to hold one (a session_key
// still in the URL, a card number in a provider's message) never leaves the page. It uses the detectors
// findSecret uses: what this leaves, findSecret does not flag.

export const REDACTED = '[redacted]';

export function redactSecrets(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const secret of known) {
    if (secret.length >= KNOWN_SECRET_MIN_LENGTH) out = out.split(secret).join(REDACTED);
  }
  const ranges = secretValueRanges(out);
  for (const [start, end] of ranges.reverse()) out = out.slice(0, start) + REDACTED + out.slice(end);
  return out.replace(CARD_CANDIDATE, (whole: string, before: string, candidate: string) =>
    isCardNumber(candidate) ? `${before}${maskCard(candidate)}` : whole,
  );
}

/** Keeps the last four digits, which say which card without being the card. */
function maskCard(candidate: string): string {
  return `****${candidate.replace(/[ -]/g, '').slice(-4)}`;
}
