import { clearDraft, loadDraft, saveDraft } from './draft';
import type { MediaItem } from '../upload/useUploads';

// The draft: what was typed and the uploaded files, until the feedback is sent.

const item = (over: Partial<MediaItem>): MediaItem => ({
  id: 'i',
  name: 'a.png',
  type: 'image/png',
  size: 10,
  file: null,
  status: 'done',
  progress: 1,
  key: 'fb_0123456789abcdef0123456789abcdef',
  message: '',
  ...over,
});

beforeEach(() => localStorage.clear());

it('keeps the text and only the files already up, and reads them back', () => {
  saveDraft({ account: '1000001', content: 'نص', orderId: '' }, [
    item({}),
    item({ id: 'j', status: 'uploading', key: null }),
    item({ id: 'k', status: 'failed', key: null }),
  ]);
  expect(loadDraft()).toEqual({
    account: '1000001',
    content: 'نص',
    orderId: '',
    files: [{ key: 'fb_0123456789abcdef0123456789abcdef', name: 'a.png', type: 'image/png', size: 10 }],
  });
});

it('keeps nothing for an empty form; clears once sent; reads nothing from a damaged entry', () => {
  saveDraft({ account: '1000001', content: '', orderId: '' }, []);
  expect(localStorage.getItem('topup_ksa_feedback_draft')).toBeNull();
  saveDraft({ account: '', content: 'x', orderId: '' }, []);
  clearDraft();
  expect(loadDraft()).toBeNull();
  localStorage.setItem('topup_ksa_feedback_draft', '{"account":1}');
  expect(loadDraft()).toBeNull();
  localStorage.setItem('topup_ksa_feedback_draft', 'not json');
  expect(loadDraft()).toBeNull();
});
