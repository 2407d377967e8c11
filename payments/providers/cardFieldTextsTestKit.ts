import ar from '@topup/shared/i18n/ar/card.json';
import type { CardFieldTexts } from './types';

/** The card fields' Arabic texts as the page passes them to a provider, for the providers' tests. */
const { labels, placeholders, empty, invalid, brandRefused } = ar;
export const CARD_FIELD_TEXTS: CardFieldTexts = { labels, placeholders, empty, invalid, brandRefused };
