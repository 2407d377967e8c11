// The shape of the simple patterns the contract uses ('^[0-9a-f]{32}$', '^TP[0-9]{10,32}$',
// '^((0[1-9]|1[0-2])/[0-9]{2})?$' …): literals, classes, groups, alternation and quantifiers. Enough to
// write a string a pattern takes (the shortest, or one as long as a limit allows), one it refuses, and to
// bound the bytes a value of it takes in a URL. A pattern it cannot read throws: the test then says which.

interface CharSet {
  kind: 'chars';
  /** Characters the atom takes, in order (a class's first is the one written). */
  sample: string[];
  /** A negated class or '.': any character but a few. */
  any: boolean;
}
interface Group {
  kind: 'group';
  branches: Node[][];
}
type Atom = CharSet | Group;
interface Node {
  atom: Atom;
  min: number;
  max: number;
}

export interface PatternShape {
  nodes: Node[][];
  /** Not anchored at the end: any text may follow. */
  openEnd: boolean;
}

function readClass(src: string, at: number): { set: CharSet; next: number } {
  let i = at + 1;
  const negated = src[i] === '^';
  if (negated) i += 1;
  const sample: string[] = [];
  while (i < src.length && src[i] !== ']') {
    let c = src[i]!;
    if (c === '\\') c = src[(i += 1)]!;
    if (src[i + 1] === '-' && src[i + 2] !== undefined && src[i + 2] !== ']') {
      const end = src[i + 2] === '\\' ? src[i + 3]! : src[i + 2]!;
      for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code += 1)
        sample.push(String.fromCharCode(code));
      i += src[i + 2] === '\\' ? 4 : 3;
    } else {
      sample.push(c);
      i += 1;
    }
  }
  if (src[i] !== ']') throw new Error(`unclosed class in ${src}`);
  return { set: { kind: 'chars', sample: negated ? [] : sample, any: negated }, next: i + 1 };
}

function readQuantifier(src: string, at: number): { min: number; max: number; next: number } {
  const c = src[at];
  if (c === '?') return { min: 0, max: 1, next: at + 1 };
  if (c === '*') return { min: 0, max: Infinity, next: at + 1 };
  if (c === '+') return { min: 1, max: Infinity, next: at + 1 };
  const braces = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(src.slice(at)) : null;
  if (!braces) return { min: 1, max: 1, next: at };
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
  return { min, max, next: at + braces[0].length };
}

function readBranches(src: string, at: number): { branches: Node[][]; next: number } {
  const branches: Node[][] = [[]];
  let i = at;
  while (i < src.length && src[i] !== ')') {
    const c = src[i]!;
    if (c === '|') {
      branches.push([]);
      i += 1;
      continue;
    }
    if (c === '^' || c === '$') {
      i += 1;
      continue;
    }
    let atom: Atom;
    if (c === '[') {
      const read = readClass(src, i);
      atom = read.set;
      i = read.next;
    } else if (c === '(') {
      const inner = readBranches(src, src.startsWith('(?:', i) ? i + 3 : i + 1);
      if (src[inner.next] !== ')') throw new Error(`unclosed group in ${src}`);
      atom = { kind: 'group', branches: inner.branches };
      i = inner.next + 1;
    } else if (c === '.') {
      atom = { kind: 'chars', sample: [], any: true };
      i += 1;
    } else if (c === '\\') {
      const e = src[i + 1]!;
      if (/[dwsDWS]/.test(e)) throw new Error(`class escape \\${e} in ${src}: not read here`);
      atom = { kind: 'chars', sample: [e], any: false };
      i += 2;
    } else {
      atom = { kind: 'chars', sample: [c], any: false };
      i += 1;
    }
    const q = readQuantifier(src, i);
    i = q.next;
    branches[branches.length - 1]!.push({ atom, min: q.min, max: q.max });
  }
  return { branches, next: i };
}

export function patternShape(pattern: string): PatternShape {
  const read = readBranches(pattern, 0);
  if (read.next !== pattern.length) throw new Error(`cannot read the pattern ${pattern}`);
  return { nodes: read.branches, openEnd: !pattern.endsWith('$') };
}

/** A string the pattern takes: the shortest, then stretched by its open-ended parts towards `length`. */
export function stringOf(shape: PatternShape, length = 0): string {
  const nodes = shape.nodes[0]!;
  const onceOf = (node: Node): string =>
    node.atom.kind === 'chars'
      ? (node.atom.sample[0] ?? 'x')
      : stringOf({ nodes: node.atom.branches, openEnd: false });
  const counts = nodes.map((node) => node.min);
  const written = () => nodes.reduce((sum, node, i) => sum + counts[i]! * onceOf(node).length, 0);
  nodes.forEach((node, i) => {
    const once = onceOf(node).length;
    const room = length - written();
    if (node.max > node.min && once > 0 && room >= once)
      counts[i] = Math.min(node.max, counts[i]! + Math.floor(room / once));
  });
  const out = nodes.map((node, i) => onceOf(node).repeat(counts[i]!)).join('');
  return shape.openEnd && out.length < length ? out + 'x'.repeat(length - out.length) : out;
}

/** Bytes one character takes in a URL query (percent-encoded UTF-8; [0-9A-Za-z_.-] as they are). */
export function queryBytesOf(char: string): number {
  if (/^[0-9A-Za-z_.-]$/.test(char)) return 1;
  return 3 * Buffer.byteLength(char);
}

/** The widest character in a URL: outside the BMP, four bytes of UTF-8, twelve once percent-encoded. */
export const WIDEST = '\u{1D54F}';

/**
 * The most bytes a value of the pattern takes, each character counted by `bytesOf` (in a URL query by
 * default; Infinity when nothing bounds it).
 */
export function maxQueryBytes(shape: PatternShape, bytesOf: (c: string) => number = queryBytesOf): number {
  const ofNodes = (nodes: readonly Node[]): number =>
    nodes.reduce((sum, node) => {
      const once =
        node.atom.kind === 'chars'
          ? node.atom.any
            ? bytesOf(WIDEST)
            : Math.max(...node.atom.sample.map(bytesOf))
          : Math.max(...node.atom.branches.map(ofNodes));
      return sum + (node.max === 0 ? 0 : node.max * once);
    }, 0);
  const body = Math.max(...shape.nodes.map(ofNodes));
  return shape.openEnd ? Infinity : body;
}

/** The widest character the pattern takes anywhere (what a string of it at its longest is made of). */
export function widestChar(shape: PatternShape): string {
  if (shape.openEnd) return WIDEST;
  let widest = 'x';
  const visit = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (node.atom.kind === 'group') node.atom.branches.forEach(visit);
      else if (node.atom.any) widest = WIDEST;
      else for (const c of node.atom.sample) if (queryBytesOf(c) > queryBytesOf(widest)) widest = c;
    }
  };
  shape.nodes.forEach(visit);
  return widest;
}
