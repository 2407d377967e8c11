import { EVENTS_FIELD, beaconBodies, eventsFormBody } from './beaconBodies';
import type { QueuedEvent } from './queuedEvents';

const ev = (id: string, text = 'x'): QueuedEvent => ({ id, params: { event_name: 'e', str_param2: text } });
const decode = (body: string) => JSON.parse(new URLSearchParams(body).get(EVENTS_FIELD) ?? 'null');

describe('beacon bodies (what is left goes with sendBeacon)', () => {
  it('sends the events as a form field holding their JSON list', () => {
    const body = eventsFormBody([{ event_name: 'a', str_param2: 'مرحبا & =' }, { event_name: 'b' }]);
    expect(decode(body)).toEqual([{ event_name: 'a', str_param2: 'مرحبا & =' }, { event_name: 'b' }]);
  });

  it('packs every event into one body when they fit', () => {
    const bodies = beaconBodies([ev('a'), ev('b'), ev('c')]);
    expect(bodies.map((b) => b.ids)).toEqual([['a', 'b', 'c']]);
    expect(decode(bodies[0]?.body ?? '')).toHaveLength(3);
  });

  it('splits into bodies below the limit, counting the encoded length exactly', () => {
    const events = Array.from({ length: 40 }, (_, i) => ev(`id${i}`, 'ب'.repeat(1200)));
    const bodies = beaconBodies(events);
    expect(bodies.length).toBeGreaterThan(1);
    for (const b of bodies) expect(b.body.length).toBeLessThanOrEqual(60_000);
    expect(bodies.flatMap((b) => b.ids)).toEqual(events.map((e) => e.id));
    expect(bodies.flatMap((b) => decode(b.body))).toEqual(events.map((e) => e.params));
  });

  it('fills a body up to exactly the limit (the encoded length is counted, not guessed)', () => {
    const exact = eventsFormBody([ev('a').params, ev('b').params]).length;
    expect(beaconBodies([ev('a'), ev('b')], exact).map((b) => b.ids)).toEqual([['a', 'b']]);
    expect(beaconBodies([ev('a'), ev('b')], exact - 1).map((b) => b.ids)).toEqual([['a'], ['b']]);
  });

  it('leaves out an event too large for any body', () => {
    const bodies = beaconBodies([ev('a'), ev('huge', 'z'.repeat(70_000)), ev('b')]);
    expect(bodies.flatMap((b) => b.ids)).toEqual(['a', 'b']);
  });
});
