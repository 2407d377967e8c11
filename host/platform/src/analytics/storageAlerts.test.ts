import { createStorageFailures } from '../storage';
import { TEAM_CHAT_MESSAGES_MAX, reportStorageFailuresToChat } from './teamChat';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function setup(post = jest.fn((_url: string, _body: string) => Promise.resolve())) {
  const failures = createStorageFailures();
  const stop = reportStorageFailuresToChat(failures, {
    url: 'https://chat.example/hooks/abc',
    post,
    facts: () => ({ version: '1.0.334', client: 'mobile_browser', view: '/pay' }),
  });
  return { failures, post, stop };
}

describe('storage failures to the team chat (spec 02 §8)', () => {
  it('posts the failure as { text } to the webhook, without the stored value', () => {
    const t = setup();
    t.failures.report({ op: 'set', key: 'topup_ksa_login_key', error: quota() });
    expect(t.post).toHaveBeenCalledTimes(1);
    const [url, body] = t.post.mock.calls[0] ?? [];
    expect(url).toBe('https://chat.example/hooks/abc');
    expect(JSON.parse(body ?? '')).toEqual({
      text: '[topup 1.0.334] storage set failed (QuotaExceededError) on topup_ksa_login_key — mobile_browser, /pay',
    });
  });

  it('also posts the failures that happened before it was wired', () => {
    const failures = createStorageFailures();
    failures.report({ op: 'access', key: '', error: new DOMException('denied', 'SecurityError') });
    const post = jest.fn(() => Promise.resolve());
    reportStorageFailuresToChat(failures, {
      url: 'https://chat.example/h',
      post,
      facts: () => ({ version: 'v', client: 'in_app', view: '/' }),
    });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('posts at most 5 messages per page load and survives a webhook that fails', () => {
    const t = setup(jest.fn((_url: string, _body: string) => Promise.reject<void>(new Error('offline'))));
    for (let i = 0; i < 9; i += 1) t.failures.report({ op: 'set', key: `k${i}`, error: quota() });
    expect(t.post).toHaveBeenCalledTimes(TEAM_CHAT_MESSAGES_MAX);
  });
});
