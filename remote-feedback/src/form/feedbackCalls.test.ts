import { createTestStore, fail, ok } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { submitFeedback } from './feedbackSubmit';
import { uploadFile } from '../upload/uploadFile';

// spec 02 §7: the feedback page's calls through the store's client: the session key the platform keeps
// (never built by hand), each submit sent even when the same words were sent before, and an upload that
// gets no token says why without sending a byte.

const ARGS = {
  uid: '1000100',
  content: 'لم تصل العملات',
  images: ['k1'],
  model: 'agent',
  version: '1.0.334',
  uuid: 'u-1',
  orderId: '',
};

describe('the feedback calls (spec 02 §7)', () => {
  it('sends the feedback with the signed-in session key, and sends it again on a retry', async () => {
    const t = createTestStore({ route: () => ok({ id: 7 }) });
    t.services.session.login({ sessionKey: 'sk-1', loginType: 'ticket' });
    const first = await t.store.dispatch(submitFeedback(ARGS));
    await t.store.dispatch(submitFeedback(ARGS));
    expect(first.result).toBe(0);
    const sent = t.calls.filter((c) => c.path === API.feedbackSubmit.path);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.params).toMatchObject({
      session_key: 'sk-1',
      uid: '1000100',
      images: '["k1"]',
      uuid: 'u-1',
    });
    expect(sent[0]?.params).not.toHaveProperty('order_id', '');
  });

  it('an upload without a token fails with the server’s words, and nothing is sent', async () => {
    const t = createTestStore({ route: () => fail(10001, 'لا يمكن الرفع الآن') });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const sent = await t.store.dispatch(uploadFile(file, 'image/png', () => undefined));
    expect(sent).toEqual({ ok: false, message: 'لا يمكن الرفع الآن' });
    const asked = t.calls.filter((c) => c.path === API.uploadToken.path);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]?.params?.files))).toEqual([
      { name: 'a.png', size: 1, content_type: 'image/png' },
    ]);
  });
});
