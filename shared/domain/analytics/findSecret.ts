import {
  CARD_CANDIDATE,
  KNOWN_SECRET_MIN_LENGTH,
  NAMED_VALUE,
  isCardNumber,
  secretKindOfName,
  type SecretKind,
} from './secretPatterns';

// The check a browser test runs on every analytics event the journeys send —
// does it carry a session key, a card number, a CVV or a verification code (or a login credential)?

export interface SecretFound {
  kind: SecretKind;
  /** The event parameter it was found in. */
  param: string;
}

export interface FindSecretOptions {
  /** Secret values the caller knows (the session keys and tickets a test signed in with). */
  known?: readonly string[];
}

/**
 * The first secret an event carries, or null. `event` is what is sent: the add_event parameters, or any
 * object whose values are text or numbers (nested objects are searched as their JSON).
 */
export function findSecret(event: object, options: FindSecretOptions = {}): SecretFound | null {
  const known = (options.known ?? []).filter((k) => k.length >= KNOWN_SECRET_MIN_LENGTH);
  for (const [param, value] of Object.entries(event)) {
    const nameKind = secretKindOfName(param);
    if (nameKind && hasValue(value)) return { kind: nameKind, param };
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    const kind = secretIn(text, known);
    if (kind) return { kind, param };
  }
  return null;
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The kind of the first secret in a text, or undefined. */
export function secretIn(text: string, known: readonly string[] = []): SecretKind | undefined {
  if (known.some((k) => k.length >= KNOWN_SECRET_MIN_LENGTH && text.includes(k))) return 'sessionKey';
  for (const m of text.matchAll(NAMED_VALUE)) {
    const kind = secretKindOfName(m[1] ?? '');
    if (kind && (m[2] ?? '') !== '') return kind;
  }
  for (const m of text.matchAll(CARD_CANDIDATE)) {
    if (isCardNumber(m[2] ?? '')) return 'cardNumber';
  }
  return undefined;
}
