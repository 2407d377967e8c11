import path from 'node:path';
import earlyScript from '@topup/shared/domain/earlyScript.json';
import { earlyScriptOf, remoteForPath } from '@topup/shared/domain/routes';
import { escapeAttr, hostScripts, hostStylesheets, readFresh } from './builtFiles';
import type { SiteDirs } from './paths';

/**
 * The host's early script of a route with a head start (its first calls known from the address):
 * PayFlow's or the share page's (host/src/early/, built into <host>/early/). It sends those calls as the
 * page arrives, while the host's script is still on its way. Written inline, so they leave without one more
 * round trip. Nothing when the build has none, or when its text could end the script element (the page
 * then starts as it did without it).
 */
export function earlyScriptFor(pathname: string, dirs: SiteDirs): string | null {
  const name = earlyScriptOf(remoteForPath(pathname));
  if (!name) return null;
  const text = readFresh(path.join(dirs.host, earlyScript.dir, `${name}.js`));
  if (!text || /<\/script|<!--/i.test(text)) return null;
  return text;
}

/**
 * The early script's elements, written last in the head: before the stylesheets (a script after one waits
 * for it) and after the preloads, which the browser starts while it runs this one — the host's script (unless
 * the template preloads it itself, as the build's does) and stylesheet among them, which the parser would
 * meet only after it (measured: the stylesheet, and with it the first paint, came 0.1 s later). Its nonce is
 * set here, not by addNonces (indexHtml.ts), which reads markup and must not read the script's text.
 */
export function earlyScriptElements(early: string, template: string, nonce: string): string {
  const { base, main, preloaded } = hostScripts(template);
  return [
    ...(main && !preloaded
      ? [`<link rel="preload" as="script" fetchpriority="high" href="${escapeAttr(base + main)}">`]
      : []),
    ...hostStylesheets(template).map((u) => `<link rel="preload" as="style" href="${escapeAttr(u)}">`),
    `<script nonce="${escapeAttr(nonce)}">${early}</script>`,
  ].join('\n    ');
}
