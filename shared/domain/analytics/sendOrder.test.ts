import { HEAT_MAP_EVENT } from './heatMap';
import { PAGE_VIEW_EVENT } from './pageView';
import { PERF_METRIC_EVENT, PERF_RESOURCE_EVENT } from './perfEvents';
import { ERROR_EVENT } from './errorEvents';
import { inSendOrder, MEASUREMENT_EVENTS } from './sendOrder';

const ev = (id: string, event_name: string) => ({ id, params: { event_name } });

describe('the order kept events are sent in', () => {
  it('sends what happened before what was measured, each in the order it was tracked', () => {
    const events = [
      ev('1', PERF_RESOURCE_EVENT),
      ev('2', PERF_RESOURCE_EVENT),
      ev('3', PAGE_VIEW_EVENT),
      ev('4', PERF_METRIC_EVENT),
      ev('5', 'pay_order_created'),
      ev('6', HEAT_MAP_EVENT),
      ev('7', ERROR_EVENT),
    ];
    expect(inSendOrder(events).map((e) => e.id)).toEqual(['3', '5', '7', '1', '2', '4', '6']);
  });

  it('counts the resource timings, the metrics and the heat map as measurements, and nothing else', () => {
    expect([...MEASUREMENT_EVENTS].sort()).toEqual(
      [HEAT_MAP_EVENT, PERF_METRIC_EVENT, PERF_RESOURCE_EVENT].sort(),
    );
    expect(MEASUREMENT_EVENTS.has(PAGE_VIEW_EVENT)).toBe(false);
    expect(MEASUREMENT_EVENTS.has(ERROR_EVENT)).toBe(false);
  });

  it('leaves a list without measurements as it is, and does not change the list it is given', () => {
    const events = [ev('a', PAGE_VIEW_EVENT), ev('b', ERROR_EVENT)];
    const copy = [...events];
    expect(inSendOrder(events)).toEqual(events);
    inSendOrder([ev('x', PERF_RESOURCE_EVENT), ...events]);
    expect(events).toEqual(copy);
  });
});
