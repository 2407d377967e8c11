// Checks every hosted page answer shares: strict CSP with this answer's nonce, Arabic RTL, nothing from
// elsewhere, no style attribute, and no inline script or style element without the nonce.

export interface HtmlAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Asserts the rules and returns the answer's nonce. */
export function expectStrictHtml(res: HtmlAnswer): string {
  expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain("form-action 'self'");
  expect(csp).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeDefined();
  const html = res.body;
  expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/\s(src|href|action)\s*=\s*["']?(https?:)?\/\//i);
  for (const tag of html.match(/<(script|style)\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).not.toMatch(/<(script|link)\b[^>]*\bsrc=/i);
  return nonce ?? '';
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
