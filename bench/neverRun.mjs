// What of a script no visit ran: V8's block coverage (DevTools `Profiler.takePreciseCoverage`, detailed) of
// several visits, as a mask of the script's characters, grouped by source module through the script's source
// map, and weighed in context (gzip -9 of the script without them, against the script as built).
import zlib from 'node:zlib';

/**
 * 1 for each character of a script of `length` that ran in any visit, else 0. `visits` holds, per visit, the
 * script's coverage `functions`; each range counts its own characters, and a range inside another overrides
 * it (a block inside a function that ran may not have). Characters no range covers count as run.
 */
export function ranMask(length, visits) {
  const ran = new Uint8Array(length);
  for (const functions of visits) {
    const count = new Float64Array(length).fill(1);
    const ranges = functions
      .flatMap((f) => f.ranges)
      .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    for (const r of ranges) count.fill(r.count, r.startOffset, Math.min(r.endOffset, length));
    for (let i = 0; i < length; i += 1) if (count[i] > 0) ran[i] = 1;
  }
  return ran;
}

/**
 * Characters by source module: `segments` are [start, end, source] of the built script (from its source
 * map). Returns rows { source, bytes, neverRun, neverRunGzip } (gzip of the never-run text alone), most
 * never-run first.
 */
export function neverRunBySource(code, ran, segments) {
  const by = new Map();
  for (const [start, end, source] of segments) {
    const row = by.get(source) ?? { source, bytes: 0, never: [] };
    row.bytes += end - start;
    for (let i = start; i < end; i += 1) if (!ran[i]) row.never.push(code[i]);
    by.set(source, row);
  }
  return [...by.values()]
    .map(({ source, bytes, never }) => ({
      source,
      bytes,
      neverRun: never.length,
      neverRunGzip: never.length === 0 ? 0 : zlib.gzipSync(never.join(''), { level: 9 }).length,
    }))
    .sort((a, b) => b.neverRun - a.neverRun || a.source.localeCompare(b.source));
}

/** gzip -9 of `code` as built, and without the characters `drop` marks (the rest gzipped as it stands). */
export function gzipWithout(code, drop) {
  let kept = '';
  for (let i = 0; i < code.length; i += 1) if (!drop[i]) kept += code[i];
  const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;
  return { built: gz(code), without: gz(kept) };
}

/** A mask of the characters of `segments` whose source `pick` accepts and that never ran. */
export function neverRunOf(length, ran, segments, pick) {
  const drop = new Uint8Array(length);
  for (const [start, end, source] of segments)
    if (pick(source)) for (let i = start; i < end; i += 1) if (!ran[i]) drop[i] = 1;
  return drop;
}
