import { compareVersions, hasSecondWrapperApi, supportsHeatMap } from './versionGate';

describe('version gating (spec 02 §4, §9)', () => {
  it('Android below 30507 lacks the second wrapper API', () => {
    expect(hasSecondWrapperApi('android', 30506)).toBe(false);
    expect(hasSecondWrapperApi('android', 30507)).toBe(true);
    expect(hasSecondWrapperApi('Android', 40000)).toBe(true);
    expect(hasSecondWrapperApi('android', undefined)).toBe(false);
  });

  it('an iPhone shell has it; a browser has no wrapper at all', () => {
    expect(hasSecondWrapperApi('ios', 100)).toBe(true);
    expect(hasSecondWrapperApi(undefined, undefined)).toBe(false);
    expect(hasSecondWrapperApi('web', 99999)).toBe(false);
  });

  it('heat-map tracking starts at iPhone 10168 and Android 30435', () => {
    expect(supportsHeatMap('ios', 10167)).toBe(false);
    expect(supportsHeatMap('ios', 10168)).toBe(true);
    expect(supportsHeatMap('android', 30434)).toBe(false);
    expect(supportsHeatMap('android', 30435)).toBe(true);
    expect(supportsHeatMap(undefined, 99999)).toBe(false);
    expect(supportsHeatMap('android', undefined)).toBe(false);
  });

  it('compares versions as digits with the dots removed', () => {
    expect(compareVersions('1.0.334', '1.0.333')).toBe(1);
    expect(compareVersions('1.0.333', '1.0.334')).toBe(-1);
    expect(compareVersions('1.0.334', '1.0.334')).toBe(0);
    expect(compareVersions('1.0.10', '1.1.0')).toBe(1); // the rule's quirk: 1010 > 110
  });

  it('treats a malformed version as equal (no reload)', () => {
    expect(compareVersions('', '1.0.334')).toBe(0);
    expect(compareVersions('1.0.x', '1.0.334')).toBe(0);
  });
});
