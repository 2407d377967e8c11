import { keepNewest, readAddEventParams, readQueuedEvents, type QueuedEvent } from './queuedEvents';

const ev = (id: string, extra: object = {}): QueuedEvent => ({
  id,
  params: { event_name: 'e', uuid: 'u', str_param1: '{}', int_param1: 1, ...extra },
});

describe('the kept analytics events (spec 02 §3, §9: backup analytics list)', () => {
  it('reads back what was stored', () => {
    const list = [ev('a'), ev('b', { str_param4: 'x', int_param4: -2 })];
    expect(readQueuedEvents(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('drops unreadable entries and refuses what is not a list', () => {
    expect(
      readQueuedEvents([
        ev('a'),
        { id: '', params: { event_name: 'e' } },
        { id: 'b', params: { event_name: '' } },
        { id: 'c', params: { event_name: 'e', int_param1: 1.5 } },
        { id: 'd', params: { event_name: 'e', str_param2: 7 } },
        'x',
        null,
      ]),
    ).toEqual([ev('a')]);
    expect(readQueuedEvents({ id: 'a' })).toBeUndefined();
    expect(readAddEventParams({ event_name: 'e', other: 1 })).toEqual({ event_name: 'e' });
  });

  it('keeps at most 200, the oldest leaving first', () => {
    const many = Array.from({ length: 230 }, (_, i) => ev(`id${i}`));
    const kept = readQueuedEvents(many) ?? [];
    expect(kept).toHaveLength(200);
    expect(kept[0]?.id).toBe('id30');
    expect(kept.at(-1)?.id).toBe('id229');
    expect(keepNewest([1, 2, 3], 2)).toEqual([2, 3]);
  });
});
