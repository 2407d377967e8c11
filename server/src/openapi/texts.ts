import card from '@topup/shared/i18n/ar/card.json';
import common from '@topup/shared/i18n/ar/common.json';
import diagnostics from '@topup/shared/i18n/ar/diagnostics.json';
import errors from '@topup/shared/i18n/ar/errors.json';
import feedback from '@topup/shared/i18n/ar/feedback.json';
import fines from '@topup/shared/i18n/ar/fines.json';
import login from '@topup/shared/i18n/ar/login.json';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import share from '@topup/shared/i18n/ar/share.json';

// What a page shows for a result code, for the document's x-result-codes: a text of the pages' Arabic
// resources (by its i18n key, checked by the compiler against the resource file), the server's own Arabic
// message (which the page shows as it came), or nothing at all (and why).

/** The Arabic a page shows and where it comes from: "ns:key", "server message", or both joined by " + ". */
export interface Text {
  ar: string;
  from: string;
}

/** A page shows `text`, or (text null) shows nothing for the code, for the reason `silent` gives. */
export type Shown = { page: string; text: Text } | { page: string; text: null; silent: string };

const RESOURCES = { card, common, diagnostics, errors, feedback, fines, login, pay, share } as const;
type Resources = typeof RESOURCES;

/** The dotted keys of a resource file whose value is a text. */
type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

function lookup(tree: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no Arabic text at ${key}`);
  return value;
}

/** A text of the pages' resources, e.g. `i18n('pay', 'failure.retry')`. */
export const i18n = <N extends keyof Resources>(ns: N, key: KeyOf<Resources[N]>): Text => ({
  ar: lookup(RESOURCES[ns], key),
  from: `${ns}:${key}`,
});

/** The server's own message (server/src/http/messages.ts), shown by the page as it came. */
export const server = (message: string): Text => ({ ar: message, from: 'server message' });

/** Texts the page shows side by side ("could not load the tiers." then the failure's own text). */
export const joined = (...parts: readonly Text[]): Text => ({
  ar: parts.map((p) => p.ar).join(' '),
  from: parts.map((p) => p.from).join(' + '),
});

/** What errorText (shared/domain/errorMessage.ts) gives an HTTP failure: the generic text. */
export const GENERIC = i18n('errors', 'generic');

export const shows = (page: string, text: Text): Shown => ({ page, text });
export const silent = (page: string, why: string): Shown => ({ page, text: null, silent: why });
