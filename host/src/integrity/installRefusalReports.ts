import integrity from '@topup/shared/domain/integrity.json';

const isOurs = (url: string): boolean =>
  url.startsWith(`${location.origin}/`) ||
  url in
    ((window as unknown as Record<string, Record<string, string> | undefined>)[integrity.registry] ?? {});

// DESIGN §13: every script or stylesheet of ours that carried a hash and failed to load is looked at
// (reportRefused.ts, loaded then): the listener runs on the capture phase, since load errors do not bubble.
// Ours: this origin's files and the releases' (each in the page's hash registry by its whole URL). A
// provider's pinned script (Apple Pay JS) is another origin's, which the policy lets the page run but not
// fetch: one that fails is the provider's unavailability, which the page already says.
export function installRefusalReports(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener(
    'error',
    (event) => {
      const el = event.target as Partial<HTMLScriptElement & HTMLLinkElement> | null;
      const url = el?.src || el?.href;
      const hash = el?.getAttribute?.('integrity');
      if (!hash || !url || !isOurs(url)) return;
      void import(/* webpackChunkName: "on-demand-integrity-report" */ './reportRefused').then(
        (m) => m.reportRefused(url, hash),
        () => undefined,
      );
    },
    true,
  );
}
