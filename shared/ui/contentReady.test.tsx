import { render } from '@testing-library/react';
import { CONTENT_READY_MARK, markContentReady, useContentReady } from './contentReady';
import { PageFrame } from './PageFrame';

// jsdom has no User Timing: a small stand-in of performance.mark / getEntriesByName
let recorded: string[] = [];
const fakeTiming = {
  mark: (name: string) => {
    recorded.push(name);
    return undefined as unknown as PerformanceMark;
  },
  getEntriesByName: (name: string) => recorded.filter((n) => n === name).map(() => ({}) as PerformanceEntry),
};
const marks = () => recorded.filter((n) => n === CONTENT_READY_MARK);
const realPerformance = globalThis.performance;
beforeAll(() => {
  Object.defineProperty(globalThis, 'performance', {
    value: { ...realPerformance, ...fakeTiming },
    configurable: true,
  });
});
afterAll(() => {
  Object.defineProperty(globalThis, 'performance', { value: realPerformance, configurable: true });
});

function Probe({ ready }: { ready: boolean }) {
  useContentReady(ready);
  return null;
}

describe('content-ready mark', () => {
  beforeEach(() => {
    recorded = [];
  });

  it('marks once the content is ready, and only once per page load', () => {
    const { rerender } = render(<Probe ready={false} />);
    expect(marks()).toHaveLength(0);
    rerender(<Probe ready />);
    expect(marks()).toHaveLength(1);
    markContentReady();
    rerender(<Probe ready={false} />);
    rerender(<Probe ready />);
    expect(marks()).toHaveLength(1);
  });

  it('is marked by a page frame whose content is there, not by one still loading', () => {
    const { rerender } = render(<PageFrame title="شحن" contentReady={false} />);
    expect(marks()).toHaveLength(0);
    rerender(<PageFrame title="شحن" />);
    expect(marks()).toHaveLength(1);
  });

  it('does nothing where User Timing is missing', () => {
    expect(() => markContentReady({})).not.toThrow();
    expect(() => markContentReady(undefined)).not.toThrow();
  });
});
