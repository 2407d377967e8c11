// spec 02 §4, §9: gray release. Each test keeps a stored random score 0..99 per device; a feature or
// channel is on for a score inside its percentage, and always on for whitelisted uids.

export const GRAY_SCORE_MAX = 99;
/** Scores 0..99: 100 of them, so a ratio is a percentage of devices. */
export const GRAY_SCORE_COUNT = GRAY_SCORE_MAX + 1;
/** spec 02 §4: cumulative ratios above 100 are scaled down to sum 100. */
export const GRAY_RATIO_TOTAL = 100;

/** A new score from a [0, 1) random source (Math.random in the app, a fixed one in tests). */
export function randomGrayScore(random: () => number): number {
  const r = random();
  if (!Number.isFinite(r)) return 0;
  return Math.min(GRAY_SCORE_MAX, Math.max(0, Math.floor(r * GRAY_SCORE_COUNT)));
}

function cleanRatio(r: number): number {
  return Number.isFinite(r) && r > 0 ? r : 0;
}

/**
 * Ratios summing above 100 are scaled to sum exactly 100. The scaled ratios are whole numbers
 * (largest remainder, earlier entries first on ties), so every score 0..99 belongs to exactly one
 * entry and each entry gets as many scores as its scaled ratio says. Ratios summing to 100 or less
 * are kept as they are (negative or non-numeric ones count as 0).
 */
export function scaleRatios(ratios: readonly number[]): number[] {
  const clean = ratios.map(cleanRatio);
  const sum = clean.reduce((a, b) => a + b, 0);
  if (sum <= GRAY_RATIO_TOTAL) return clean;
  const exact = clean.map((r) => (r * GRAY_RATIO_TOTAL) / sum);
  const floors = exact.map(Math.floor);
  let left = GRAY_RATIO_TOTAL - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rem: e - Math.floor(e) }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

function whitelisted(whitelist: ReadonlyArray<number | string> | undefined, uid: number | null): boolean {
  // Configs send uids as numbers or strings; compare as text.
  return uid !== null && (whitelist ?? []).some((w) => String(w) === String(uid));
}

export interface GrayEntry {
  pay_type: number;
  gray_ratio: number;
  whitelist?: ReadonlyArray<number | string>;
}

/**
 * spec 02 §4 (Apple Pay channel): a whitelisted uid gets the first entry that lists it; otherwise the
 * score picks the entry whose cumulative range holds it: entry i covers
 * cumulative_before_i <= score < cumulative_before_i + ratio_i. Null when no entry covers the score.
 */
export function pickGrayEntry<T extends GrayEntry>(
  entries: readonly T[],
  uid: number | null,
  score: number,
): T | null {
  const listed = entries.find((e) => whitelisted(e.whitelist, uid));
  if (listed) return listed;
  const ratios = scaleRatios(entries.map((e) => e.gray_ratio));
  let before = 0;
  for (const [i, entry] of entries.entries()) {
    const ratio = ratios[i] ?? 0;
    if (ratio > 0 && score >= before && score < before + ratio) return entry;
    before += ratio;
  }
  return null;
}

export interface GrayFeature {
  /** Percentage of devices, 0..100. */
  ratio: number;
  whitelist?: ReadonlyArray<number | string>;
}

/**
 * spec 02 §3, §4: single-percentage features (the new card-checkout flow: cko_new_rate and
 * cko_new_whitelist; repurchase strategy B: ABtest_repurchase_ratio; Adyen card: adyen_card_ratio and
 * adyen_card_whitelist). Ratio 0 is never on, 100 always.
 */
export function isInGray(feature: GrayFeature, uid: number | null, score: number): boolean {
  if (whitelisted(feature.whitelist, uid)) return true;
  return score < cleanRatio(feature.ratio);
}
