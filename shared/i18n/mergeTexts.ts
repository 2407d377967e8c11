/** A namespace's texts kept in two files, as one tree: objects merge key by key (the files share no text). */
export function mergeTexts<A extends object, B extends object>(a: A, b: B): A & B {
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = isTree(mine) && isTree(value) ? mergeTexts(mine, value) : (value as unknown);
  }
  return out as A & B;
}

const isTree = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
