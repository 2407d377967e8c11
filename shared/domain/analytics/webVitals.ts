// spec 02 §9 metric entries (LCP, INP, CLS from the browser's own APIs): the arithmetic the web-vitals
// definitions give, kept pure. The platform feeds it PerformanceObserver entries.

/**
 * CLS: the largest session window of layout shifts — shifts less than 1 s apart, a window at most 5 s
 * long — leaving out shifts right after user input.
 */
export interface ClsState {
  value: number;
  windowValue: number;
  windowStart: number;
  windowLast: number;
}

export const CLS_START: ClsState = {
  value: 0,
  windowValue: 0,
  windowStart: -Infinity,
  windowLast: -Infinity,
};

export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

export function addLayoutShift(state: ClsState, shift: LayoutShift): ClsState {
  if (shift.hadRecentInput) return state;
  const sameWindow = shift.startTime - state.windowLast < 1000 && shift.startTime - state.windowStart < 5000;
  const windowValue = sameWindow ? state.windowValue + shift.value : shift.value;
  return {
    value: Math.max(state.value, windowValue),
    windowValue,
    windowStart: sameWindow ? state.windowStart : shift.startTime,
    windowLast: shift.startTime,
  };
}

/**
 * INP: the longest interaction, leaving out one for every 50 (so a rare outlier on a busy page does not
 * decide it). `durations` holds one value per interaction (its longest event). Undefined without any.
 */
export function inpOf(durations: readonly number[]): number | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(Math.floor(durations.length / 50), sorted.length - 1)];
}
