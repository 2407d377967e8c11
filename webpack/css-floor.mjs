// The CSS every engine of the declared floor can take (package.json "browserslist"; its oldest are iOS 15
// and Safari 15, README "Browsers"). A feature newer than the floor is used only with a fallback the floor
// keeps; what has no fallback in CSS (nesting, container queries, cascade layers) is not used at all.
// Read by css-floor.test.mjs over every CSS file of the project.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

/** The floor the tables below are written for: the oldest iOS Safari of the browserslist. */
export const CSS_FLOOR = { ios_saf: '15.0', safari: '15' };

/** Values the floor does not know: a declaration using one needs a fallback (see `checkCss`). */
const MODERN_VALUES = [
  { what: 'color-mix()', since: 'iOS 16.2', re: /\bcolor-mix\(/i, supports: /\bcolor-mix\(/i },
  {
    what: 'a dynamic, small or large viewport unit (dvh, svh, lvh, dvw …)',
    since: 'iOS 15.4',
    re: /\d(?:[dsl]v(?:h|w|i|b|min|max))\b/i,
    supports: /\d(?:[dsl]v(?:h|w|i|b|min|max))\b/i,
  },
  {
    what: 'a container query unit (cqw, cqh …)',
    since: 'iOS 16',
    re: /\dcq(?:w|h|i|b|min|max)\b/i,
    supports: /\dcq(?:w|h|i|b|min|max)\b/i,
  },
  { what: 'the lh unit', since: 'iOS 16.4', re: /\d+(?:\.\d+)?r?lh\b/i, supports: /\dr?lh\b/i },
];

/** At-rules the floor ignores whole, with everything inside them: there is no fallback to write. */
const MODERN_AT_RULES = {
  container: 'iOS 16',
  layer: 'iOS 15.4',
  scope: 'iOS 17.4',
  property: 'iOS 16.4',
  'starting-style': 'iOS 17.5',
};

/** Declarations holding var() or env() are only checked when used, so an earlier declaration is lost. */
const DEFERRED = /\b(?:var|env)\(/i;

function supportsAncestors(node) {
  const conditions = [];
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'atrule' && p.name.toLowerCase() === 'supports') conditions.push(p.params);
  }
  return conditions;
}

/** Splits a selector list at its top-level commas. */
function selectorList(selector) {
  const out = [];
  let depth = 0;
  let current = '';
  for (const ch of selector) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/**
 * The problems of one stylesheet, each `{ file, line, message }`. A declaration using a modern value passes
 * when it sits in an `@supports` that tests that feature (the rule outside it is the fallback), or when it
 * follows a declaration of the same property in the same rule that the floor understands and itself holds
 * no var() or env() (those are checked only when used: an engine without the feature would then drop the
 * property altogether instead of keeping the fallback).
 */
export function checkCss(css, file = 'style.css') {
  const problems = [];
  const report = (node, message) =>
    problems.push({
      file,
      line: node.source?.start?.line ?? 0,
      message: `${file}:${node.source?.start?.line ?? 0}: ${message}`,
    });
  const root = postcss.parse(css, { from: file });

  root.walkAtRules((rule) => {
    const name = rule.name.toLowerCase();
    if (name in MODERN_AT_RULES) {
      report(
        rule,
        `@${name} needs ${MODERN_AT_RULES[name]} (the floor ignores the whole block): not used here`,
      );
    }
    if (name === 'media' && /\(\s*[a-z-]+\s*[<>]=?|[<>]=?\s*[a-z-]+\s*\)/i.test(rule.params)) {
      report(rule, `range syntax in @media (${rule.params}) needs iOS 16.4: write min-width / max-width`);
    }
  });

  root.walkRules((rule) => {
    if (rule.parent?.type === 'rule') {
      report(
        rule,
        `CSS nesting (${rule.selector} inside ${rule.parent.selector}) needs iOS 16.5: write the rule out`,
      );
    }
    const selectors = selectorList(rule.selector);
    const supports = supportsAncestors(rule).join(' ');
    if (selectors.some((s) => /:has\(/i.test(s)) && !/selector\(\s*:has\(/i.test(supports)) {
      report(rule, `:has() needs iOS 15.4 (the floor drops the rule): put it in @supports selector(:has(a))`);
    }
    const focusVisible = selectors.filter((s) => /:focus-visible\b/i.test(s));
    if (focusVisible.length > 0 && focusVisible.length < selectors.length) {
      report(
        rule,
        `:focus-visible needs iOS 15.4, and the floor drops the whole selector list with it: ` +
          `give ${selectors.filter((s) => !/:focus-visible\b/i.test(s)).join(', ')} a rule of its own`,
      );
    }
  });

  root.walkDecls((decl) => {
    for (const feature of MODERN_VALUES) {
      if (!feature.re.test(decl.value)) continue;
      const guarded = supportsAncestors(decl).some((c) => feature.supports.test(c));
      if (guarded) continue;
      const rule = decl.parent;
      const before = [];
      for (const node of rule.nodes ?? []) {
        if (node === decl) break;
        if (node.type === 'decl' && node.prop.toLowerCase() === decl.prop.toLowerCase()) before.push(node);
      }
      const fallback = before.some((d) => !MODERN_VALUES.some((f) => f.re.test(d.value)));
      const where = `${decl.prop}: ${decl.value}`;
      if (!fallback) {
        report(
          decl,
          `${where} uses ${feature.what}, which needs ${feature.since}: declare ${decl.prop} with a value ` +
            `the floor knows just before it, in the same rule (or guard it with @supports)`,
        );
      } else if (DEFERRED.test(decl.value)) {
        report(
          decl,
          `${where} uses ${feature.what} (${feature.since}) with var() or env(): such a declaration is ` +
            `only checked when used, so the fallback before it is lost; guard it with @supports instead`,
        );
      }
    }
  });
  return problems;
}

const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'coverage']);

/** Every CSS source file under `root` (built output — dist, dist-monolith — left out), sorted. */
export function projectCssFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('dist')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  walk(root);
  return files.sort();
}
