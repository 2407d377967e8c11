import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '@topup/shared/i18n/ar/common.json';
import errors from '@topup/shared/i18n/ar/errors.json';
import { LANGUAGE, type Namespace } from '@topup/shared/i18n';
import { stripLanguageMarker } from '@topup/shared/domain/i18nKey';

// DESIGN §1: one i18next instance with Arabic resources, created here and shared by every remote.
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    supportedLngs: [LANGUAGE],
    ns: ['common', 'errors'],
    defaultNS: 'common',
    resources: { [LANGUAGE]: { common, errors } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // spec 02 §8: a missing key shows without its language marker
    parseMissingKeyHandler: (key: string) => stripLanguageMarker(key),
  });
  return instance;
}

export const i18n = createI18n();

/** A remote adds its own namespace when it loads (idempotent; a redeployed remote's texts replace the old). */
export function addTranslations(
  ns: Namespace,
  resources: Record<string, unknown>,
  target: I18n = i18n,
): void {
  target.addResourceBundle(LANGUAGE, ns, resources, true, true);
}
