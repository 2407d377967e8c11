import fs from 'node:fs';
import path from 'node:path';

// The hosted pages' HTML: Arabic, right to left, readable at 360 px, nothing loaded from elsewhere. Every
// HTML answer carries a strict Content-Security-Policy (security/headers.ts): no style attribute, and the
// one style element and the one script carry this request's nonce.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value, escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** A value written into an inline script: JSON with "<" escaped, so no "</script>" can end it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The pages' stylesheet (pages.css), whitespace and comments dropped. Plain rules only: no strings or
 * url() whose spaces would matter.
 */
export const minifyCss = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

const CSS = minifyCss(fs.readFileSync(path.join(__dirname, 'pages.css'), 'utf8'));

/** A whole page. `script` is JavaScript source; it runs under the nonce. */
export function page(options: { nonce: string; title: string; body: string; script?: string }): string {
  const nonce = escapeHtml(options.nonce);
  const script = options.script === undefined ? '' : `<script nonce="${nonce}">${options.script}</script>`;
  return (
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><link rel="icon" href="data:,">' +
    `<title>${escapeHtml(options.title)}</title><style nonce="${nonce}">${CSS}</style></head>` +
    `<body><main>${options.body}</main>${script}</body></html>`
  );
}
