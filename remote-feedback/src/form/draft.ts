import { storage } from '@topup/platform';
import type { FeedbackDraft } from '@topup/shared/domain/feedbackDraft';
import type { MediaItem } from '../upload/useUploads';

// What was typed, and the files already up, kept in this browser until the feedback is sent (a failed
// submit, a reload), through the platform's storage module (its key feedbackDraft); a storage that refuses
// (private mode, full) only means no draft is kept.

export const loadDraft = (): FeedbackDraft | null => storage.get('feedbackDraft');

const write = (draft: FeedbackDraft | null): void => storage.set('feedbackDraft', draft);

export function saveDraft(draft: Omit<FeedbackDraft, 'files'>, items: readonly MediaItem[]): void {
  const files = items.flatMap((i) =>
    i.status === 'done' && i.key ? [{ key: i.key, name: i.name, type: i.type, size: i.size }] : [],
  );
  write(draft.content === '' && files.length === 0 ? null : { ...draft, files });
}

export const clearDraft = (): void => write(null);
