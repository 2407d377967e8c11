import { useCallback } from 'react';
import { useErrorText, useTranslation } from '@topup/platform';
import type { Notice } from '../checkout/notice';

/** The Arabic words of what the fine page says (checkout/notice.ts): its texts, a code's, or the server's. */
export function useNoticeText(): (notice: Notice | null) => string {
  const { t } = useTranslation('fines');
  const errorText = useErrorText();
  return useCallback(
    (notice: Notice | null) => {
      if (!notice) return '';
      if ('key' in notice) return t(notice.key);
      if ('code' in notice) return errorText(notice.code, notice.message);
      return notice.text;
    },
    [t, errorText],
  );
}
