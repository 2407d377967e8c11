import type { AddEventParams } from '../../contract/sys';
import { STRING_MAX } from './analyticsLimits';
import { eventQuery } from './beaconBodies';
import { cutString } from './cutString';

// spec 02 §7, §9: in the spec's transport an event travels as the query of one GET. Each of its strings is
// cut at 1200 characters when it is made, but several long ones together can still make a URL the server
// does not read (414, or 431 for a head over its limit). Such an event is cut once more, its longest strings
// first, until its whole query fits the spec's 1200 characters; sending it again as it was would fail for
// ever.

/** What is never cut: which event it is and whose (the server could not file it otherwise). */
const KEPT_WHOLE = new Set(['event_name', 'uuid', 'version']);

const encodedLength = (key: string, value: string) => new URLSearchParams([[key, value]]).toString().length;

/**
 * The event with its longest strings cut until its query is at most `max` characters — each string cut to
 * one common length, so the longest lose most and the short ones nothing; null when it cannot fit.
 */
export function fitQuery(params: AddEventParams, max: number = STRING_MAX): AddEventParams | null {
  const length = (event: Record<string, unknown>) => eventQuery(event as AddEventParams).length;
  if (length(params) <= max) return params;
  const strings = Object.entries(params).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '' && !KEPT_WHOLE.has(e[0]),
  );
  const capped = (cap: number): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...params };
    for (const [key, value] of strings) {
      const encoded = encodedLength(key, value);
      // at this string's own encoded width (an Arabic letter takes 6 characters of a query)
      if (encoded > cap) out[key] = cutString(value, Math.floor((cap / encoded) * value.length));
    }
    return out;
  };
  // the largest common cap that fits, by halving: a few dozen rounds at most
  let fits = 0;
  let over = Math.max(0, ...strings.map(([key, value]) => encodedLength(key, value)));
  if (length(capped(0)) > max) return null;
  while (over - fits > 1) {
    const cap = Math.floor((fits + over) / 2);
    if (length(capped(cap)) <= max) fits = cap;
    else over = cap;
  }
  return capped(fits) as AddEventParams;
}
