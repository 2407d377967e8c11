import type { RecipientRefusal } from '@topup/shared/domain/recipientRefusal';

/** The i18n key of each refusal (spec 01 §5, §8; spec 02 §5). */
export const REFUSAL_KEY: Readonly<Record<RecipientRefusal, string>> = {
  guest: 'refusal.guest',
  notFound: 'refusal.notFound',
  deleted: 'refusal.deleted',
  banned: 'refusal.banned',
  deleting: 'refusal.deleting',
  nonexistent: 'refusal.nonexistent',
  sourceMismatch: 'refusal.sourceMismatch',
  webUnavailable: 'refusal.webUnavailable',
};
