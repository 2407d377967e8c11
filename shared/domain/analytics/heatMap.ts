import type { AppContext } from '../appContext';
import { supportsHeatMap } from '../versionGate';
import type { AnalyticsEvent } from './addEventParams';

// spec 02 §9: heat-map tracking only from iPhone 10168 and Android 30435 on (the cut-off lives in
// versionGate.ts). A tap is reported by where it landed and what it landed on, named by tag, id and test
// id only: never an element's text or value, which could be a card number or a code being typed.

export const HEAT_MAP_EVENT = 'heat_map_click';

export function heatMapEnabled(ctx: Pick<AppContext, 'platform' | 'versionCode'>): boolean {
  return supportsHeatMap(ctx.platform, ctx.versionCode);
}

export interface HeatMapTap {
  view: string;
  /** Position on the page (CSS pixels, scroll included). */
  pageX: number;
  pageY: number;
  viewportWidth: number;
  pageHeight: number;
  target: { tag: string; id?: string; testId?: string };
}

export function describeTarget(target: HeatMapTap['target']): string {
  const tag = target.tag.toLowerCase();
  const id = target.id ? `#${target.id}` : '';
  const testId = target.testId ? `[data-testid="${target.testId}"]` : '';
  return `${tag}${id}${testId}`.slice(0, 200);
}

export function heatMapEvent(tap: HeatMapTap): AnalyticsEvent {
  return {
    name: HEAT_MAP_EVENT,
    str_param2: tap.view,
    str_param3: describeTarget(tap.target),
    int_param1: tap.pageX,
    int_param2: tap.pageY,
    int_param3: tap.viewportWidth,
    int_param4: tap.pageHeight,
  };
}
