import { addTranslations } from '@topup/platform';
import ar from '@topup/shared/i18n/ar/pay.json';

// This remote's texts travel with its own deploy: added to the platform's i18next instance on load.
addTranslations('pay', ar);
