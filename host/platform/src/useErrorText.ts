import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@topup/shared/domain/errorMessage';

/** The Arabic text of a failed call (spec 02 §8), for any page. */
export function useErrorText(): (result: number, message?: string) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (result: number, message?: string) => {
      const e = errorText(result, message);
      return 'key' in e ? t(e.key) : e.text;
    },
    [t],
  );
}
