import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { ERROR_EVENT } from '@topup/shared/domain/analytics/errorEvents';
import { createRoomProblemReporter, ROOM_PROBLEMS_PER_KIND } from './roomProblems';

// spec 02 §8: a live room's problems are analytics error events (and debug lines), at most 5 of a kind.

function setup() {
  const events: AnalyticsEvent[] = [];
  const debug = jest.fn();
  const report = createRoomProblemReporter({
    track: (e) => events.push(e),
    view: () => '/share.html',
    debug,
  });
  return { events, debug, report };
}

describe('the room problem reporter', () => {
  it('reports a problem as an error event: its detail, and where it came from', () => {
    const t = setup();
    t.report({ kind: 'error', detail: 'the socket failed (try 1)' });
    expect(t.events).toEqual([
      {
        name: ERROR_EVENT,
        str_param2: JSON.stringify({ view: '/share.html', info: 'room socket: error' }),
        str_param3: '',
        str_param4: 'the socket failed (try 1)',
        int_param1: 1,
        int_param2: 1,
        int_param3: 'the socket failed (try 1)'.length,
      },
    ]);
    expect(t.debug).toHaveBeenCalledWith('room socket: error: the socket failed (try 1)');
  });

  it('sends at most 5 of each kind per page load; the rest go to the debug log only', () => {
    const t = setup();
    for (let i = 0; i < 8; i += 1) t.report({ kind: 'dropped', detail: `message ${i}` });
    t.report({ kind: 'timeout', detail: 'silence' });
    expect(t.events.map((e) => e.str_param4)).toEqual([
      ...Array.from({ length: ROOM_PROBLEMS_PER_KIND }, (_, i) => `message ${i}`),
      'silence',
    ]);
    expect(t.debug).toHaveBeenCalledTimes(9);
  });

  it('never throws, even when the analytics do', () => {
    const report = createRoomProblemReporter({
      track: () => {
        throw new Error('queue full');
      },
      view: () => '/',
      debug: () => undefined,
    });
    expect(() => report({ kind: 'failed', detail: 'x' })).not.toThrow();
  });
});
