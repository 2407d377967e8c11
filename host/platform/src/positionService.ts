/**
 * spec 02 §3: the device's country (positionCountry.ts: asked once per page load, retried, reported when
 * it fails). Its code loads when something first asks: only the diagnostics page does, so no route's
 * start-up carries it.
 */
export const position = {
  country: (): Promise<string | null> =>
    import(/* webpackChunkName: "on-demand-position" */ './positionCountry').then((m) => m.country()),
};
