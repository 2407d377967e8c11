import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { ERROR_EVENT } from '@topup/shared/domain/analytics/errorEvents';
import { DISTINCT_ERRORS_MAX, installErrorReporting } from './errorReporting';

// spec 02 §8: uncaught errors and unhandled rejections become error events (str_param2 view and info,
// str_param3 the first 6 stack lines, str_param4 the message in chunks).

function setup() {
  const target = new EventTarget() as unknown as Window;
  const events: AnalyticsEvent[] = [];
  const stop = installErrorReporting(target, { track: (e) => events.push(e), view: () => '/pay' });
  const fireError = (init: ErrorEventInit) => target.dispatchEvent(new ErrorEvent('error', init));
  const fireRejection = (reason: unknown) => {
    const e = new Event('unhandledrejection') as Event & { reason: unknown };
    e.reason = reason;
    target.dispatchEvent(e);
  };
  return { events, stop, fireError, fireRejection };
}

describe('error reporting (spec 02 §8)', () => {
  it('reports an uncaught error with its view, place, stack and message', () => {
    const t = setup();
    const error = new TypeError('card is undefined');
    error.stack = 'TypeError: card is undefined\n    at pay (pay.js:3:9)';
    t.fireError({ error, message: error.message, filename: 'https://x.example/pay.js', lineno: 3, colno: 9 });
    expect(t.events).toEqual([
      {
        name: ERROR_EVENT,
        str_param2: JSON.stringify({ view: '/pay', info: 'error at https://x.example/pay.js:3:9' }),
        str_param3: error.stack,
        str_param4: 'TypeError: card is undefined',
        int_param1: 1,
        int_param2: 1,
        int_param3: 28,
      },
    ]);
  });

  it('reports an unhandled rejection, whatever it rejected with', () => {
    const t = setup();
    t.fireRejection(new Error('network'));
    t.fireRejection({ result: -2 });
    expect(t.events.map((e) => [JSON.parse(e.str_param2 ?? '').info, e.str_param4])).toEqual([
      ['unhandledrejection', 'Error: network'],
      ['unhandledrejection', '{"result":-2}'],
    ]);
  });

  it('reports a cross-origin "Script error." by its message', () => {
    const t = setup();
    t.fireError({ message: 'Script error.' });
    expect(t.events[0]?.str_param4).toBe('Script error.');
    expect(JSON.parse(t.events[0]?.str_param2 ?? '').info).toBe('error');
  });

  it('reports the same error once, and at most 20 different ones', () => {
    const t = setup();
    for (let i = 0; i < 5; i += 1) t.fireRejection('same');
    expect(t.events).toHaveLength(1);
    for (let i = 0; i < 40; i += 1) t.fireRejection(`different ${i}`);
    expect(t.events).toHaveLength(DISTINCT_ERRORS_MAX);
  });

  it('sends a long message as numbered chunks', () => {
    const t = setup();
    t.fireRejection('x'.repeat(700));
    expect(t.events.map((e) => [e.int_param1, e.int_param2])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('stops listening when uninstalled', () => {
    const t = setup();
    t.stop();
    t.fireRejection('late');
    expect(t.events).toEqual([]);
  });
});
