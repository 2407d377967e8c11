import { createHash } from 'node:crypto';
import { REPORT_GROUP } from '@topup/shared/domain/securityReportNames';
import { providerSources, type SecurityConfig } from './securityConfig';

// The site's Content-Security-Policy, built from configuration in this one module.
// Scripts: this origin, the per-request nonce (the inline theme switch, configuration and remote map of
// index.html, the hosted sandbox pages) and the configured providers and SDKs; never 'unsafe-inline' or
// 'unsafe-eval'. Styles: files from this origin and nonce'd style elements (the prerendered shell's CSS);
// the apps' CSS is extracted to files, so no style element needs 'unsafe-inline'.

export interface CspOptions {
  /** A fresh random value per HTML answer; omitted, no inline script or style element may run. */
  nonce?: string;
  /** Origins the remote map points at (a remote served from a CDN or another deployment). */
  remoteOrigins?: readonly string[];
  /**
   * `npm run dev` only: webpack's dev servers need eval (source maps), inline style elements (style-loader),
   * their hot-reload socket and the other dev servers' ports.
   */
  dev?: { origins: readonly string[] };
  /**
   * A static host serves one fixed index.html: its inline elements are allowed by their SHA-256 hashes
   * (`'sha256-…'`) instead of a nonce. See inlineHashes().
   */
  hashes?: { script: readonly string[]; style: readonly string[] };
}

const uniq = (xs: readonly string[]): string[] => [...new Set(xs)];

export function buildCsp(config: SecurityConfig, options: CspOptions = {}): string {
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const remotes = options.remoteOrigins ?? [];
  const dev = options.dev;
  const devOrigins = dev?.origins ?? [];
  const devSockets = devOrigins.map((o) => o.replace(/^http/, 'ws'));
  const assets = [...config.assetOrigins, ...remotes, ...devOrigins];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        // dev: the dev servers' HTML carries no nonce, and their source maps are eval'd
        ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : nonce),
        ...(options.hashes?.script ?? []),
        ...assets,
        ...providerSources(config, 'script-src'),
        ...config.sdkScripts,
      ],
    ],
    [
      'style-src',
      [
        "'self'",
        ...(dev ? ["'unsafe-inline'"] : nonce),
        ...(options.hashes?.style ?? []),
        ...assets,
        ...providerSources(config, 'style-src'),
      ],
    ],
    [
      'img-src',
      ["'self'", 'data:', ...config.imageOrigins, ...assets, ...providerSources(config, 'img-src')],
    ],
    ['font-src', ["'self'", 'data:', ...assets]],
    [
      'connect-src',
      [
        "'self'",
        ...config.apiOrigins,
        ...config.socketOrigins,
        ...config.reportOrigins,
        ...assets,
        ...devSockets,
        ...providerSources(config, 'connect-src'),
      ],
    ],
    ['frame-src', ["'self'", ...providerSources(config, 'frame-src')]],
    ['form-action', ["'self'", ...providerSources(config, 'form-action')]],
    ['frame-ancestors', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // DESIGN §13: what the policy blocks is reported — report-uri, and where the endpoint is https the
    // Reporting API's report-to (the Reporting-Endpoints header names its group). Chromium sends report-to
    // reports to https endpoints only, and ignores report-uri when report-to is there: the sandbox, on
    // plain http, names report-uri alone, which every browser sends.
    ['report-uri', [config.reportEndpoint]],
    ...(usesReportTo(config) ? ([['report-to', [REPORT_GROUP]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, sources]) => `${name} ${uniq(sources).join(' ')}`).join('; ');
}

/** Whether the policy names the Reporting API's group: its endpoint is https (see buildCsp). */
export const usesReportTo = (config: SecurityConfig): boolean => config.reportEndpoint.startsWith('https:');

/** The Reporting-Endpoints header that names the policy's report-to group (null without report-to). */
export const reportingEndpoints = (config: SecurityConfig): string | null =>
  usesReportTo(config) ? `${REPORT_GROUP}="${config.reportEndpoint}"` : null;

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hash sources of every inline <script> and <style> element of a page (for static hosting). */
export function inlineHashes(html: string): { script: string[]; style: string[] } {
  const of = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}\\b(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) =>
      sha256(m[1] ?? ''),
    );
  return { script: of('script'), style: of('style') };
}
