import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { heatMapEvent } from '@topup/shared/domain/analytics/heatMap';

// spec 02 §9: heat-map tracking (on only in shells from iPhone 10168 / Android 30435: the caller checks
// heatMapEnabled). Each tap is reported by its position and the element it landed on — the element with
// a test id around it when there is one — never by text or value.

export interface HeatMapPage {
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'documentElement'>;
  innerWidth(): number;
}

export function installHeatMap(
  page: HeatMapPage,
  track: (event: AnalyticsEvent) => void,
  view: () => string,
) {
  const onClick = (e: Event) => {
    try {
      const click = e as MouseEvent;
      const target = click.target instanceof Element ? click.target : null;
      if (!target) return;
      const named = target.closest('[data-testid]') ?? target;
      track(
        heatMapEvent({
          view: view(),
          pageX: click.pageX,
          pageY: click.pageY,
          viewportWidth: page.innerWidth(),
          pageHeight: page.document.documentElement.scrollHeight,
          target: {
            tag: named.tagName,
            ...(named.id ? { id: named.id } : {}),
            ...(named.getAttribute('data-testid') ? { testId: named.getAttribute('data-testid') ?? '' } : {}),
          },
        }),
      );
    } catch {
      // a report must not break the tap
    }
  };
  page.document.addEventListener('click', onClick, { capture: true, passive: true });
  return () => page.document.removeEventListener('click', onClick, { capture: true });
}
