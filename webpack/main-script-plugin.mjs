import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The page's queue of tasks held until its first paint (host/src/shell/afterFirstPaint.js, in the head). */
export const AFTER_PAINT = '__TOPUP_AFTER_PAINT__';

/**
 * What runs the script at `src` once the shell has painted: the page's queue, else (a page without it) at once.
 * The element is inserted by script, so it runs as soon as it has arrived: ordered, as the deferred scripts
 * it replaces were.
 */
export const startScript = (src) =>
  `(window.${AFTER_PAINT}||function(t){t()})(function(){var s=document.createElement('script');` +
  `s.src=${JSON.stringify(src).replace(/</g, '\\u003c')};s.async=false;document.body.appendChild(s)})`;

/**
 * The host's start-up script is fetched at once and at high priority, and runs after the first
 * paint. At high priority: a deferred script is fetched at low priority, level with the route's preloaded
 * files, and on a slow link the browser shares the bandwidth between them, so the largest file, the one that
 * runs first, arrived last. After the first paint: on a fast link it arrived before the page was parsed, and
 * a deferred script runs before the shell's first paint, holding it for the script's evaluation. So each
 * script of the page becomes a preload in the head, fetched as the page arrives, and a task of the page's
 * after-paint queue that inserts it. The index.html of a static host (no server to write preloads) does the same.
 */
export function scriptsAfterPaint({ headTags, bodyTags }) {
  const preloads = [];
  const body = bodyTags.map((tag) => {
    if (tag.tagName !== 'script' || !tag.attributes.src) return tag;
    const src = tag.attributes.src;
    preloads.push({
      tagName: 'link',
      voidTag: true,
      attributes: { rel: 'preload', as: 'script', fetchpriority: 'high', href: src },
      meta: tag.meta,
    });
    return { tagName: 'script', voidTag: false, attributes: {}, innerHTML: startScript(src), meta: tag.meta };
  });
  return { headTags: [...headTags, ...preloads], bodyTags: body };
}

export class MainScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('MainScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('MainScriptPlugin', (data) =>
        Object.assign(data, scriptsAfterPaint(data)),
      );
    });
  }
}
