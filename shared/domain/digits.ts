// DESIGN §10: wherever a user types digits, Arabic-Indic (٠–٩) and Persian (۰–۹) digits count as 0–9.
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function toLatinDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/** spec 02 §5: a user ID is digits only (after digit conversion and trimming). */
export function isDigitsOnly(input: string): boolean {
  return /^[0-9]+$/.test(toLatinDigits(input.trim()));
}
