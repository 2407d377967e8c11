// spec 02 §4 / §9: what the native shell can do depends on its platform and version code.

/** Android shells below this version code lack the second wrapper API. */
export const ANDROID_SECOND_WRAPPER_MIN = 30507;
/** Heat-map tracking needs at least these version codes. */
export const HEAT_MAP_MIN = { ios: 10168, android: 30435 } as const;

type Platform = 'android' | 'ios';

function asPlatform(platform: string | undefined): Platform | undefined {
  const p = platform?.toLowerCase();
  if (p === 'android') return 'android';
  if (p === 'ios' || p === 'iphone') return 'ios';
  return undefined;
}

/**
 * Whether the shell offers the second wrapper API. Only Android is gated by version; an iPhone shell
 * has it. Outside a known shell (no platform, or Android without a version code) there is none.
 */
export function hasSecondWrapperApi(platform: string | undefined, versionCode: number | undefined): boolean {
  const p = asPlatform(platform);
  if (p === 'ios') return true;
  if (p === 'android') return versionCode !== undefined && versionCode >= ANDROID_SECOND_WRAPPER_MIN;
  return false;
}

/** Heat-map tracking from iPhone 10168 and Android 30435 (inclusive); never outside the shell. */
export function supportsHeatMap(platform: string | undefined, versionCode: number | undefined): boolean {
  const p = asPlatform(platform);
  if (!p || versionCode === undefined) return false;
  return versionCode >= HEAT_MAP_MIN[p];
}

function versionNumber(version: string): number {
  const digits = version.replace(/\./g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * Compares two site versions the way the spec does: the digits with the dots removed, read as one
 * number ("1.0.334" is 10334). Note the rule's quirk, kept on purpose: "1.1.0" (110) reads as older
 * than "1.0.10" (1010). A version that is not digits and dots compares as equal, so a malformed
 * configured version never triggers a reload. Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const x = versionNumber(a);
  const y = versionNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y) || x === y) return 0;
  return x > y ? 1 : -1;
}
