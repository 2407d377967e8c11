// DESIGN §13: every script or stylesheet that carried a hash and failed to load is looked at
// (reportRefused.ts, loaded then): the listener runs on the capture phase, since load errors do not bubble.
export function installRefusalReports(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener(
    'error',
    (event) => {
      const el = event.target as Partial<HTMLScriptElement & HTMLLinkElement> | null;
      const url = el?.src || el?.href;
      if (!el?.integrity || !url) return;
      void import(/* webpackChunkName: "on-demand-integrity-report" */ './reportRefused').then(
        (m) => m.reportRefused(url, el.integrity as string),
        () => undefined,
      );
    },
    true,
  );
}
