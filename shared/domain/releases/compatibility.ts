// Each remote declares the platform versions it needs (e.g. ">=1.0.330 <2"); the
// host refuses a remote whose range its platform version does not satisfy, with the remote-failure
// message and its retry, instead of running it. Versions are dotted numbers; a range is space-separated
// comparators (>=, >, <=, <, =, or a bare version meaning =) that must all hold. An empty range accepts
// every version; a range that does not read accepts none (a remote that says something we cannot read
// is not run on trust).

type Version = number[];

function readVersion(text: string): Version | null {
  if (!/^\d+(\.\d+)*$/.test(text)) return null;
  return text.split('.').map(Number);
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const TESTS: Record<string, (d: number) => boolean> = {
  '>=': (d) => d >= 0,
  '>': (d) => d > 0,
  '<=': (d) => d <= 0,
  '<': (d) => d < 0,
  '=': (d) => d === 0,
};

/** True when `version` satisfies every comparator of `range`. */
export function satisfiesRange(version: string, range: string | undefined): boolean {
  const v = readVersion(version.trim());
  if (!v) return false;
  const parts = (range ?? '').trim().split(/\s+/).filter(Boolean);
  return parts.every((part) => {
    const m = /^(>=|<=|>|<|=)?(\d+(?:\.\d+)*)$/.exec(part);
    if (!m) return false;
    const bound = readVersion(m[2] as string) as Version;
    return (TESTS[m[1] ?? '='] as (d: number) => boolean)(compare(v, bound));
  });
}
