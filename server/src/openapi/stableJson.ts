// The document's text: keys sorted at every level (arrays keep their order, which means something), two
// spaces, a final newline. The same routes give the same bytes, so the committed file shows every change.

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
}

export const stableJson = (value: unknown): string => `${JSON.stringify(sorted(value), null, 2)}\n`;
