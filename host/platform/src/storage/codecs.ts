// How one stored value is written and read back. `decode` returns undefined for anything it does not
// recognise (wrong shape, unparsable), and the storage module then answers with the key's default.

export interface Codec<T> {
  encode(value: T): string;
  decode(raw: string): T | undefined;
}

/** A plain string, stored as is (no JSON quotes), optionally checked against a pattern. */
export function text(pattern?: RegExp): Codec<string> {
  return {
    encode: (v) => v,
    decode: (raw) => (raw !== '' && (!pattern || pattern.test(raw)) ? raw : undefined),
  };
}

/** One of a fixed set of strings. */
export function oneOf<const T extends string>(values: readonly T[]): Codec<T> {
  return {
    encode: (v) => v,
    decode: (raw) => values.find((v) => v === raw),
  };
}

/** A finite number (amounts, timestamps), stored as its decimal text. */
export function finite(): Codec<number> {
  return {
    encode: (v) => String(v),
    decode: (raw) => {
      if (raw.trim() === '') return undefined;
      const n = Number(raw);
      return Number.isFinite(n) ? n : undefined;
    },
  };
}

/** A JSON value checked by `check`, which returns the typed value or undefined for the wrong shape. */
export function json<T>(check: (value: unknown) => T | undefined): Codec<T> {
  return {
    encode: (v) => JSON.stringify(v),
    decode: (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return undefined;
      }
      return check(parsed);
    },
  };
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A list of non-empty strings; any other entry makes the whole list unreadable. */
export function stringList(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((s): s is string => typeof s === 'string' && s !== '') ? v : undefined;
}
