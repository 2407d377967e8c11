import integrity from '@topup/shared/domain/integrity.json';
import { API } from '@topup/shared/contract/paths';

// DESIGN §13 (PCI DSS 11.6.1): a file the page refused to run for its hash is reported, as the policy's
// violations are, to the API's security report path. A script or stylesheet that carried a hash and failed
// to load is fetched again, without one, and its bytes hashed: a hash that differs (or a file the release
// named none for) is reported with both; a file that cannot be fetched at all was a network failure, and is
// not. Loaded only when such a failure happens (installRefusalReports).

const bytesOf = async (url: string): Promise<ArrayBuffer | null> => {
  try {
    const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    return res.ok ? await res.arrayBuffer() : null;
  } catch {
    return null;
  }
};

const sha384 = async (bytes: ArrayBuffer): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
};

/** Where the page reports: the configured API host's path, this origin's without one. */
function endpoint(): string {
  const host = (globalThis.__TOPUP_CONFIG__ as { api?: { host?: string } } | undefined)?.api?.host ?? '';
  return host ? new URL(API.securityReport.path, host).href : API.securityReport.path;
}

/** Checks why `url` failed under `expected`, and reports it when its bytes are not what the page expected. */
export async function reportRefused(url: string, expected: string): Promise<boolean> {
  const bytes = await bytesOf(url);
  if (!bytes) return false;
  const actual = await sha384(bytes);
  if (actual === expected) return false;
  const report = {
    type: integrity.reportType,
    url: location.href,
    body: {
      documentURL: location.href,
      blockedURL: url,
      expected: expected === integrity.neverMatches ? '' : expected,
      actual,
    },
  };
  await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/reports+json' },
    body: JSON.stringify([report]),
    keepalive: true,
  }).catch(() => undefined);
  return true;
}
