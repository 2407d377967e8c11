import { addTranslations } from '@topup/platform';
import ar from '@topup/shared/i18n/ar/pay.json';

// This remote's texts travel with its own deploy: added to the platform's i18next instance on load. The
// first render's texts come with it; those only the lazily loaded parts show (the dialogs, the card steps,
// the payment's results and failures: shared/i18n/payTexts.ts) come with the first of those parts.
addTranslations('pay', ar);

let added: Promise<void> | undefined;

/**
 * The texts only the lazily loaded parts show, added to the namespace once (a chunk of their own); a failed
 * download is forgotten, so the next part's load asks again.
 */
export const laterTexts = (): Promise<void> =>
  (added ??= import(/* webpackChunkName: "pay-texts" */ '@topup/shared/i18n/payLaterTexts').then(
    (m) => addTranslations('pay', m.default),
    (error: unknown) => {
      added = undefined;
      throw error;
    },
  ));

/**
 * A lazily loaded part of this remote, with the texts only such parts show: the part's promise settles
 * once both have arrived, so no part ever shows a key instead of its text. Every dynamic import of this
 * remote goes through it (laterTexts.test.ts).
 */
export const withLaterTexts = <M>(part: Promise<M>): Promise<M> =>
  Promise.all([laterTexts(), part]).then(([, m]) => m);
