// "profile before cutting": a Chromium performance trace of one cold load at 4x CPU (slow 4G),
// through the DevTools protocol's Tracing, up to the page's content-ready mark and 3 s after it (the
// after-load work the user meets as they start). Prints the long tasks (> 50 ms) with the script that took
// most of each, and the main thread's time per script file, style and layout, so the next change sees what
// costs. Script files are named as built (main.*.js, the remotes' chunks); the size report names what is in
// them.
import { chromium } from 'playwright-core';
import { AFTER_READY_MS, coldThrottledPage, contentReadyMark, CPU_SLOWDOWN } from './contentReady.mjs';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule']);
const RENDER_EVENTS = { UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', ParseHTML: 'HTML' };

const fileOf = (url) =>
  url ? new URL(url).pathname.split('/').filter(Boolean).slice(-2).join('/') : '(inline)';

async function readTrace(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/**
 * The renderer main thread of the page: the CrRendererMain thread that parsed a document of `origin` (a
 * fresh browser may have another renderer, its new-tab page, busier than ours), else the one with the most
 * complete events.
 */
export function mainThread(events, origin) {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const parsedOurs = (t) =>
    origin !== undefined &&
    events.some(
      (e) =>
        e.pid === t.pid &&
        e.tid === t.tid &&
        e.name === 'ParseHTML' &&
        String(e.args?.beginData?.url ?? '').startsWith(origin),
    );
  const count = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length;
  return mains.sort((a, b) => Number(parsedOurs(b)) - Number(parsedOurs(a)) || count(b) - count(a))[0];
}

/** The long tasks, script time per file and rendering time of the page of `origin` in a trace. */
export function summarize(events, origin) {
  const main = mainThread(events, origin);
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // outermost tasks only (a RunTask may sit inside ThreadControllerImpl::RunTask)
  const tasks = [];
  let taskEnd = -1;
  for (const e of own) {
    if ((e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') || e.ts < taskEnd) continue;
    tasks.push(e);
    taskEnd = e.ts + e.dur;
  }
  // outermost script events only: a script's time includes what it calls
  const scripts = [];
  let until = -1;
  for (const e of own) {
    if (!SCRIPT_EVENTS.has(e.name) || e.ts < until) continue;
    scripts.push(e);
    until = e.ts + e.dur;
  }
  const url = (e) => e.args?.data?.url || e.args?.data?.frame?.url || e.args?.fileName || '';
  const perFile = new Map();
  for (const s of scripts) perFile.set(fileOf(url(s)), (perFile.get(fileOf(url(s))) ?? 0) + s.dur / 1000);
  const render = {};
  for (const e of own)
    if (RENDER_EVENTS[e.name])
      render[RENDER_EVENTS[e.name]] = (render[RENDER_EVENTS[e.name]] ?? 0) + e.dur / 1000;
  const long = tasks
    .filter((t) => t.dur > 50_000)
    .map((t) => {
      const inside = scripts.filter((s) => s.ts >= t.ts && s.ts < t.ts + t.dur);
      const byFile = new Map();
      for (const s of inside) byFile.set(fileOf(url(s)), (byFile.get(fileOf(url(s))) ?? 0) + s.dur / 1000);
      const top = [...byFile].sort((a, b) => b[1] - a[1])[0];
      return { ms: t.dur / 1000, at: t.ts, top: top ? `${top[0]} ${Math.round(top[1])} ms` : 'no script' };
    });
  const start = own[0]?.ts ?? 0;
  return {
    long: long.map((l) => ({ ...l, at: (l.at - start) / 1000 })).sort((a, b) => b.ms - a.ms),
    perFile: [...perFile].sort((a, b) => b[1] - a[1]),
    render,
  };
}

/** Traces one cold visit of `url` and prints its top. */
export async function profileTable({ url, chromePath, chromeArgs, top = 8 }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const { context, page, cdp } = await coldThrottledPage(browser);
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReturnAsStream',
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await contentReadyMark(page);
    await page.waitForTimeout(AFTER_READY_MS); // the after-load work, inside the window a user meets
    const { long, perFile, render } = summarize(await readTrace(cdp), new URL(url).origin);
    console.log(
      `\nMain thread of ${url}, cold, slow 4G, CPU x${CPU_SLOWDOWN}, to content-ready + ${AFTER_READY_MS / 1000} s (one trace):`,
    );
    console.log(
      `  long tasks (> 50 ms): ${long.length}, ${Math.round(long.reduce((n, l) => n + l.ms, 0))} ms in all`,
    );
    for (const l of long.slice(0, top))
      console.log(
        `    ${String(Math.round(l.ms)).padStart(5)} ms at ${(l.at / 1000).toFixed(2)} s   most: ${l.top}`,
      );
    console.log('  script time per file:');
    for (const [file, ms] of perFile.slice(0, top))
      console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${file}`);
    console.log(
      `  rendering: ${Object.entries(render)
        .map(([k, ms]) => `${k} ${Math.round(ms)} ms`)
        .join(', ')}`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}
