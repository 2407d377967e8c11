import { mainThread, summarize } from './profile.mjs';

// "profile before cutting": the trace's long tasks are the page's, not another renderer's. A
// fresh browser's first trace also holds its new-tab page, whose renderer can be the busier one.

const thread = (pid, tid) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name: 'CrRendererMain' } });
const task = (pid, tid, ts, dur) => ({ ph: 'X', name: 'RunTask', pid, tid, ts, dur });
const parse = (pid, tid, url) => ({
  ph: 'X',
  name: 'ParseHTML',
  pid,
  tid,
  ts: 0,
  dur: 10,
  args: { beginData: { url } },
});

describe("the bench's main-thread trace", () => {
  // renderer 1: the page (one 80 ms task); renderer 2: a busier new-tab page (three 120 ms tasks)
  const events = [
    thread(1, 11),
    thread(2, 22),
    parse(1, 11, 'http://localhost:8799/pay'),
    task(1, 11, 1_000, 80_000),
    parse(2, 22, 'chrome://new-tab-page/'),
    task(2, 22, 1_000, 120_000),
    task(2, 22, 200_000, 120_000),
    task(2, 22, 400_000, 120_000),
  ];

  it("reads the renderer that parsed the page's own document", () => {
    expect(mainThread(events, 'http://localhost:8799')).toBe(events[0]);
    expect(summarize(events, 'http://localhost:8799').long.map((l) => l.ms)).toEqual([80]);
  });

  it('falls back to the busiest renderer when no document of the origin was parsed', () => {
    expect(mainThread(events, 'http://localhost:9999')).toBe(events[1]);
    expect(mainThread(events)).toBe(events[1]);
  });
});
