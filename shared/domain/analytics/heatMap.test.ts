import { HEAT_MAP_EVENT, describeTarget, heatMapEnabled, heatMapEvent } from './heatMap';

describe('heat-map tracking (spec 02 §9)', () => {
  it('is on only from iPhone 10168 and Android 30435, never in a browser', () => {
    expect(heatMapEnabled({ platform: 'ios', versionCode: 10168 })).toBe(true);
    expect(heatMapEnabled({ platform: 'ios', versionCode: 10167 })).toBe(false);
    expect(heatMapEnabled({ platform: 'android', versionCode: 30435 })).toBe(true);
    expect(heatMapEnabled({ platform: 'android', versionCode: 30434 })).toBe(false);
    expect(heatMapEnabled({})).toBe(false);
  });

  it('reports where a tap landed and what on, without any text', () => {
    expect(
      heatMapEvent({
        view: '/pay',
        pageX: 120,
        pageY: 1400,
        viewportWidth: 390,
        pageHeight: 2200,
        target: { tag: 'BUTTON', testId: 'pay-button' },
      }),
    ).toEqual({
      name: HEAT_MAP_EVENT,
      str_param2: '/pay',
      str_param3: 'button[data-testid="pay-button"]',
      int_param1: 120,
      int_param2: 1400,
      int_param3: 390,
      int_param4: 2200,
    });
    expect(describeTarget({ tag: 'INPUT', id: 'cvv' })).toBe('input#cvv');
    expect(describeTarget({ tag: 'div', id: 'x'.repeat(300) })).toHaveLength(200);
  });
});
