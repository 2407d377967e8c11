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

const CSS = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans Arabic",Tahoma,sans-serif;background:#eef1f5;color:#1f2937;line-height:1.5}
body{margin:0;padding:16px;display:flex;justify-content:center}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 8px}
p{margin:0 0 12px}
.note{font-size:.875rem;color:#4b5563}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 20px}
dt{color:#4b5563}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:flex;flex-direction:column;gap:14px}
.field{display:flex;flex-direction:column;gap:4px}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{font-weight:600}
input{font:inherit;font-size:1rem;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;width:100%;min-height:44px}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.error{color:#b91c1c;font-size:.875rem;margin:0}
button{font:inherit;font-size:1rem;font-weight:600;padding:12px;border:0;border-radius:8px;cursor:pointer;min-height:48px;width:100%}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#1d4ed8;color:#fff}
.pass{background:#166534;color:#fff}
.fail{background:#b91c1c;color:#fff}
a{color:#1d4ed8}
.nowrap{white-space:nowrap}
.back{margin:16px 0 0;text-align:center}
.cancel{display:inline-block;padding:12px 8px;min-height:44px}
`;

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
