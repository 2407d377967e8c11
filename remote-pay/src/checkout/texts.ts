import type { StoreServices } from '@topup/platform';
import { errorText } from '@topup/shared/domain/errorMessage';

// The checkout's words, from the Arabic resources through the platform's i18next instance.

/** A text of the pay namespace. */
export const payText = ({ i18n }: Pick<StoreServices, 'i18n'>, key: string): string =>
  i18n.t(key, { ns: 'pay' });

/** spec 02 §8: the Arabic text of a failed call. */
export function callErrorText(
  { i18n }: Pick<StoreServices, 'i18n'>,
  result: number,
  message?: string,
): string {
  const e = errorText(result, message);
  return 'key' in e ? i18n.t(e.key, { ns: 'errors' }) : e.text;
}
