import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '@topup/platform';
import type { FeedbackDraftFile } from '@topup/shared/domain/feedbackDraft';
import { FEEDBACK_MAX_FILES, type FileProblem } from '@topup/shared/domain/feedbackRules';
import { checkMedia } from './mediaCheck';
import type { SendOutcome } from './sendFile';

// The form's files (spec 02 §2, §7): each checked, then given a token and sent with its own progress; a
// failed one can be sent again; submit waits until every one is up.

export interface MediaItem {
  id: string;
  name: string;
  type: string;
  size: number;
  /** null for a file restored from the draft (already uploaded). */
  file: File | null;
  status: 'uploading' | 'done' | 'failed';
  /** 0..1 of the bytes sent. */
  progress: number;
  key: string | null;
  message: string;
}

const fromDraft = (f: FeedbackDraftFile): MediaItem => ({
  id: f.key,
  name: f.name,
  type: f.type,
  size: f.size,
  file: null,
  status: 'done',
  progress: 1,
  key: f.key,
  message: '',
});

export function useUploads(restored: readonly FeedbackDraftFile[]) {
  const [items, setItems] = useState<MediaItem[]>(() => restored.map(fromDraft));
  const [refused, setRefused] = useState<FileProblem | null>(null);
  const count = useRef(items.length);
  const next = useRef(0);

  const dispatch = useAppDispatch();

  const update = (id: string, change: Partial<MediaItem>) =>
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const send = useCallback(
    async (id: string, file: File, type: string) => {
      update(id, { status: 'uploading', progress: 0, message: '' });
      const sent = await import(/* webpackChunkName: "feedback-upload" */ './uploadFile').then(
        ({ uploadFile }) => dispatch(uploadFile(file, type, (progress) => update(id, { progress }))),
        // its code could not load (the connection dropped): the file fails, and its retry loads it again
        (): SendOutcome => ({ ok: false, message: '' }),
      );
      if (sent.ok)
        update(id, { status: 'done', progress: 1, key: sent.file.key, type: sent.file.content_type });
      else update(id, { status: 'failed', message: sent.message });
    },
    [dispatch],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      setRefused(null);
      for (const file of files) {
        const checked = await checkMedia(file, count.current);
        if (!checked.ok) {
          setRefused(checked.problem);
          if (checked.problem === 'tooMany') return;
          continue;
        }
        count.current += 1;
        next.current += 1;
        const id = `new-${next.current}`;
        const item: MediaItem = {
          id,
          name: file.name,
          type: checked.type,
          size: file.size,
          file,
          status: 'uploading',
          progress: 0,
          key: null,
          message: '',
        };
        setItems((all) => [...all, item]);
        void send(id, file, checked.type);
      }
    },
    [send],
  );

  const retry = (item: MediaItem) => {
    if (item.file) void send(item.id, item.file, item.type);
  };

  const remove = (id: string) => {
    count.current = Math.max(0, count.current - 1);
    setRefused(null);
    setItems((all) => all.filter((i) => i.id !== id));
  };

  const reset = () => {
    count.current = 0;
    setItems([]);
  };

  const allUp = items.every((i) => i.status === 'done');
  const full = items.length >= FEEDBACK_MAX_FILES;
  return { items, refused, add, retry, remove, reset, allUp, full };
}
