import { parseReleaseMap, type ReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { sri } from '../static/integrity';
import { PAYMENT_PAGES, type PaymentScripts } from '../static/paymentScripts';

// PCI DSS 4.0.1 11.6.1 (README "Payment-page integrity"): `npm run integrity:check -- <site url>` fetches the
// live payment pages and compares what they run and their security headers with the release's inventory,
// computed here from this checkout's builds and remote map (never from what the site says of itself). Every
// drift is one line; any line fails the run, so operations can schedule it weekly.

/** The security headers a payment page must carry as the release makes them (nonce left out). */
export type ExpectedHeaders = Record<string, string>;

export interface IntegrityCheckInput {
  site: string;
  inventory: PaymentScripts;
  headers: ExpectedHeaders;
  /** The remote map of this checkout, every release hashed (integrity.ts withManifestHashes). */
  map: ReleaseMap;
  fetch: typeof fetch;
}

/** A policy with its per-answer nonce made one token, so two answers of one release compare equal. */
export const withoutNonce = (value: string): string => value.replace(/'nonce-[^']*'/g, "'nonce-…'");

/** The URLs and hashes of every script and preload the HTML names itself (tags and the start script). */
export function namedFiles(html: string): { url: string; integrity: string | null }[] {
  const out: { url: string; integrity: string | null }[] = [];
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = m[0];
    const url = tag.match(/\s(?:src|href)="([^"]+)"/)?.[1];
    if (!url || url.startsWith('data:')) continue;
    if (m[1]?.toLowerCase() === 'link' && !/\brel="(?:preload|modulepreload|stylesheet)"/.test(tag)) continue;
    // the manifest's preload: a fetch, which the browser checks no hash on (the remote map vouches for it)
    if (/\bas="fetch"/.test(tag)) continue;
    out.push({ url, integrity: tag.match(/\sintegrity="([^"]+)"/)?.[1] ?? null });
  }
  for (const m of html.matchAll(/\.src=("[^"]+")[;,]\w+\.integrity=("[^"]+")/g))
    out.push({ url: JSON.parse(m[1] as string) as string, integrity: JSON.parse(m[2] as string) as string });
  return out;
}

/** The remote map the page carries inline (the server's), or null. */
function inlineMap(html: string): ReleaseMap | null {
  const m = html.match(/window\.__TOPUP_REMOTES__=(.*?)<\/script>/);
  try {
    return m ? parseReleaseMap(JSON.parse(m[1] as string)) : null;
  } catch {
    return null;
  }
}

/** Each drift of the live site from the release, one line each; none when they agree. */
export async function checkSite(input: IntegrityCheckInput): Promise<string[]> {
  const drifts: string[] = [];
  const hashes = new Map<string, string>();
  const hashOf = async (url: string): Promise<string | null> => {
    const absolute = new URL(url, input.site).href;
    if (!hashes.has(absolute)) {
      const res = await input.fetch(absolute).catch(() => null);
      hashes.set(absolute, res?.ok ? sri(Buffer.from(await res.arrayBuffer())) : '');
    }
    return hashes.get(absolute) || null;
  };
  for (const page of PAYMENT_PAGES) {
    const res = await input.fetch(new URL(page, input.site).href).catch(() => null);
    if (!res?.ok) {
      drifts.push(`${page}: not served (${res ? `HTTP ${res.status}` : 'no answer'})`);
      continue;
    }
    for (const [name, expected] of Object.entries(input.headers)) {
      const live = res.headers.get(name);
      if (live === null) drifts.push(`${page}: header ${name} missing`);
      else if (withoutNonce(live) !== withoutNonce(expected))
        drifts.push(`${page}: header ${name} is "${live}", the release's is "${expected}"`);
    }
    const html = await res.text();
    const { scripts: pageScripts, styles } = input.inventory.pages[page];
    const scripts = [...pageScripts, ...styles];
    const known = new Map(scripts.map((s) => [new URL(s.file, input.site).href, s.integrity]));
    for (const { url, integrity } of namedFiles(html)) {
      const absolute = new URL(url, input.site).href;
      const expected = known.get(absolute);
      if (expected === undefined) drifts.push(`${page}: ${url} is not in the release's inventory`);
      else if (integrity !== expected)
        drifts.push(`${page}: ${url} carries integrity ${integrity ?? 'none'}, the release's is ${expected}`);
    }
    const map = inlineMap(html);
    const target = Object.keys(input.map) as (keyof ReleaseMap)[];
    for (const remote of target) {
      const mine = input.map[remote]?.current;
      const live = map?.[remote]?.current;
      if (map && mine && live?.integrity !== mine.integrity)
        drifts.push(
          `${page}: the map gives ${remote} ${live?.id ?? 'nothing'} hashed ${live?.integrity ?? 'not at all'}, the release's is ${mine.id} ${mine.integrity}`,
        );
    }
    for (const script of scripts) {
      const actual = await hashOf(script.file);
      if (actual === null) drifts.push(`${page}: ${script.file} cannot be fetched`);
      else if (actual !== script.integrity)
        drifts.push(`${page}: ${script.file} has changed (${actual}, the release's ${script.integrity})`);
    }
  }
  // each release's manifest, which names the hash of every file of it, as the map vouches for it
  for (const [remote, releases] of Object.entries(input.map)) {
    const release = releases?.current;
    if (!release?.integrity) continue;
    const actual = await hashOf(release.entry);
    if (actual !== release.integrity)
      drifts.push(
        `${remote}: ${release.entry} has changed (${actual ?? 'not served'}, the release's ${release.integrity})`,
      );
  }
  return [...new Set(drifts)];
}
