import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { HEAT_MAP_EVENT } from '@topup/shared/domain/analytics/heatMap';
import { installHeatMap } from './heatMapTracker';

describe('heat-map taps (spec 02 §9)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reports where a tap landed and the element named by its test id, never its text or value', () => {
    document.body.innerHTML =
      '<section data-testid="card-form"><input id="cvv" value="123"><button><span>ادفع</span></button></section>';
    const events: AnalyticsEvent[] = [];
    const stop = installHeatMap(
      { document, innerWidth: () => 390 },
      (e) => events.push(e),
      () => '/pay',
    );
    const span = document.querySelector('span') as HTMLElement;
    span.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 300 }));
    (document.getElementById('cvv') as HTMLElement).click();
    expect(events.map((e) => [e.name, e.str_param2, e.str_param3, e.int_param3])).toEqual([
      [HEAT_MAP_EVENT, '/pay', 'section[data-testid="card-form"]', 390],
      [HEAT_MAP_EVENT, '/pay', 'section[data-testid="card-form"]', 390],
    ]);
    expect(JSON.stringify(events)).not.toContain('123');
    expect(JSON.stringify(events)).not.toContain('ادفع');
    stop();
    span.click();
    expect(events).toHaveLength(2);
  });

  it('names an element by tag and id when nothing around it has a test id', () => {
    document.body.innerHTML = '<a id="store" href="#">x</a>';
    const events: AnalyticsEvent[] = [];
    installHeatMap(
      { document, innerWidth: () => 1024 },
      (e) => events.push(e),
      () => '/',
    );
    (document.getElementById('store') as HTMLElement).click();
    expect(events[0]?.str_param3).toBe('a#store');
  });
});
