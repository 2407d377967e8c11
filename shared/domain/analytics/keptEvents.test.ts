import { HEAT_MAP_EVENT } from './heatMap';
import { PAGE_VIEW_EVENT } from './pageView';
import { PERF_METRIC_EVENT, PERF_RESOURCE_EVENT } from './perfEvents';
import { keepWithin, mergeQueued } from './keptEvents';
import type { QueuedEvent } from './queuedEvents';

const ev = (id: string, event_name = 'e'): QueuedEvent => ({
  id,
  params: { event_name, uuid: 'u', str_param1: '{}', int_param1: 1 },
});
const ids = (events: readonly QueuedEvent[]) => events.map((e) => e.id);

describe('which kept analytics events leave beyond 200 (spec 02 §9 storage 200; ours: measurements first)', () => {
  it('keeps everything up to the limit, in order', () => {
    const events = [ev('1', PERF_RESOURCE_EVENT), ev('2', PAGE_VIEW_EVENT)];
    expect(ids(keepWithin(events, 2))).toEqual(['1', '2']);
    expect(keepWithin(events, 2)).not.toBe(events);
  });

  it('drops the oldest measurements first, and keeps the order of what stays', () => {
    const events = [
      ev('view1', PAGE_VIEW_EVENT),
      ev('res1', PERF_RESOURCE_EVENT),
      ev('pay', 'pay_order_created'),
      ev('metric1', PERF_METRIC_EVENT),
      ev('tap1', HEAT_MAP_EVENT),
      ev('view2', PAGE_VIEW_EVENT),
    ];
    expect(ids(keepWithin(events, 4))).toEqual(['view1', 'pay', 'tap1', 'view2']);
  });

  it('drops the oldest of the rest only once no measurement is left', () => {
    const events = [
      ev('view1', PAGE_VIEW_EVENT),
      ev('res1', PERF_RESOURCE_EVENT),
      ev('view2', PAGE_VIEW_EVENT),
      ev('view3', PAGE_VIEW_EVENT),
    ];
    expect(ids(keepWithin(events, 2))).toEqual(['view2', 'view3']);
  });

  it('holds 200 by default: 150 page views outlive 230 resource timings tracked after them', () => {
    const events = [
      ...Array.from({ length: 150 }, (_, i) => ev(`view${i}`, PAGE_VIEW_EVENT)),
      ...Array.from({ length: 230 }, (_, i) => ev(`res${i}`, PERF_RESOURCE_EVENT)),
    ];
    const kept = keepWithin(events);
    expect(kept).toHaveLength(200);
    expect(kept.filter((e) => e.params.event_name === PAGE_VIEW_EVENT)).toHaveLength(150);
    expect(kept[150]?.id).toBe('res180');
  });

  it('writes back the other tabs’ events and its own unsent ones, never its sent ones', () => {
    const stored = [ev('other1'), ev('mine-sent'), ev('other2'), ev('mine-left')];
    const own = new Set(['mine-sent', 'mine-left', 'mine-new']);
    expect(ids(mergeQueued(stored, [ev('mine-left'), ev('mine-new')], own))).toEqual([
      'other1',
      'other2',
      'mine-left',
      'mine-new',
    ]);
  });

  it('writes back at most 200, the oldest measurements leaving before any tab’s page view', () => {
    const stored = [
      ev('their-view', PAGE_VIEW_EVENT),
      ...Array.from({ length: 199 }, (_, i) => ev(`their-res${i}`, PERF_RESOURCE_EVENT)),
    ];
    const mine = [ev('my-res', PERF_RESOURCE_EVENT), ev('my-view', PAGE_VIEW_EVENT)];
    const written = mergeQueued(stored, mine, new Set(['my-res', 'my-view']));
    expect(written).toHaveLength(200);
    expect(ids(written.slice(0, 2))).toEqual(['their-view', 'their-res2']);
    expect(ids(written.slice(-2))).toEqual(['my-res', 'my-view']);
  });
});
