import type { MediaItem } from '../upload/useUploads';
import { feedbackDraft, type FeedbackDraft } from './draftShape';

// What was typed, and the files already up, kept in this browser until the feedback is sent (a failed
// submit, a reload). Under the site's storage prefix; a storage that refuses (private mode, full) only
// means no draft is kept.

const KEY = 'topup_ksa_feedback_draft';

export function loadDraft(): FeedbackDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw === null ? null : (feedbackDraft(JSON.parse(raw)) ?? null);
  } catch {
    return null;
  }
}

function write(draft: FeedbackDraft | null): void {
  try {
    if (draft === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // no draft kept: the form still works
  }
}

export function saveDraft(draft: Omit<FeedbackDraft, 'files'>, items: readonly MediaItem[]): void {
  const files = items.flatMap((i) =>
    i.status === 'done' && i.key ? [{ key: i.key, name: i.name, type: i.type, size: i.size }] : [],
  );
  write(draft.content === '' && files.length === 0 ? null : { ...draft, files });
}

export const clearDraft = (): void => write(null);
