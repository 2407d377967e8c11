import fs from 'node:fs';

// The built apps' files as the served index.html reads them: the host's template and the lists its build
// writes beside it, the remotes' manifests, the early scripts. Each is read again only when it changed, so
// a rebuilt app is picked up on the next request.

const fileCache = new Map<string, { mtimeMs: number; text: string }>();

/** Reads a file, re-reading only when it changed (a rebuilt remote is picked up on the next request). */
export function readFresh(file: string): string | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const hit = fileCache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.text;
    const text = fs.readFileSync(file, 'utf8');
    fileCache.set(file, { mtimeMs, text });
    return text;
  } catch {
    return null;
  }
}

/** A JSON file's value, or null when it is missing or unreadable. */
export function readJson(file: string): unknown {
  const text = readFresh(file);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A JSON list of file names the host's build wrote, or [] when it is missing or unreadable. */
export function fileList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : [];
}

/** An attribute value that reads back unchanged inside double quotes. */
export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The folder URL of the host's files and its main script's name, as the template says them: in its preload
 * (the build's, webpack/main-script-plugin.mjs: the script itself is inserted after the first paint) or in
 * a script element.
 */
export function hostScripts(template: string): {
  base: string;
  main: string | undefined;
  /** The template preloads it itself. */
  preloaded: boolean;
} {
  const main = template.match(/<(script|link)\b[^>]*\b(?:src|href)="([^"]*\/)?(main\.[^"/]+\.js)"/);
  return { base: main?.[2] ?? '/', main: main?.[3], preloaded: main?.[1] === 'link' };
}

/** The stylesheets the template links (the host's CSS), as it writes their URLs. */
export function hostStylesheets(template: string): string[] {
  return [...template.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\brel="stylesheet"/i.test(tag))
    .map((tag) => tag.match(/\bhref="([^"]+)"/i)?.[1])
    .filter((href): href is string => href !== undefined);
}
