// DESIGN §11: a provider's script is loaded through one promise per script URL, created on the first call
// (nothing happens when this module is imported). A tag already in the page is reused; a failed tag is
// removed and the promise forgotten, so the next call (the user's retry) starts a fresh download.

/** Why a script did not load; the provider turns it into a ProviderUnavailableError. */
export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
  constructor(
    readonly url: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(`script ${url} could not be loaded (${reason})`);
  }
}

export interface LoadScriptOptions {
  /** The document to add the tag to (tests pass their own). */
  document?: Document;
  /**
   * True when the script has already run, e.g. its global exists. Lets a tag written into the HTML by
   * someone else count as loaded: its load event has passed and will not fire again.
   */
  isLoaded?: () => boolean;
  /**
   * A download that neither loads nor fails (a stalled network) gives up after this long, so the page can
   * offer the other channels instead of a spinner that never ends. The spec sets no limit; 30 s is the
   * order of a payment SDK on a slow mobile link.
   */
  timeoutMs?: number;
  /**
   * DESIGN §13: the file's Subresource Integrity hash (sha384-…). The browser runs the script only when its
   * bytes match, and fetches it over CORS (crossorigin="anonymous"), as the check needs; other bytes fail as
   * an error, so the page goes on as for a script that could not load.
   */
  integrity?: string;
}

export const SCRIPT_TIMEOUT_MS = 30_000;
/** Marks a tag whose script has run: a later call resolves at once. */
const LOADED_ATTR = 'data-topup-loaded';

const pending = new WeakMap<Document, Map<string, Promise<void>>>();

function pendingFor(doc: Document): Map<string, Promise<void>> {
  let byUrl = pending.get(doc);
  if (!byUrl) {
    byUrl = new Map();
    pending.set(doc, byUrl);
  }
  return byUrl;
}

function findTag(doc: Document, url: string): HTMLScriptElement | undefined {
  return Array.from(doc.getElementsByTagName('script')).find((s) => s.getAttribute('src') === url);
}

export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.document ?? document;
  const byUrl = pendingFor(doc);
  const known = byUrl.get(url);
  if (known) return known;

  const promise = new Promise<void>((resolve, reject) => {
    const present = findTag(doc, url);
    if (present?.hasAttribute(LOADED_ATTR) || options.isLoaded?.()) {
      resolve();
      return;
    }
    // a tag someone else added and that is still downloading is waited for, not duplicated
    const tag = present ?? doc.createElement('script');
    const settle = (outcome: 'load' | ScriptLoadError['reason']) => {
      clearTimeout(timer);
      tag.removeEventListener('load', onLoad);
      tag.removeEventListener('error', onError);
      if (outcome === 'load') {
        tag.setAttribute(LOADED_ATTR, 'true');
        resolve();
        return;
      }
      tag.remove();
      byUrl.delete(url);
      reject(new ScriptLoadError(url, outcome));
    };
    const onLoad = () => settle('load');
    const onError = () => settle('error');
    const timer = setTimeout(() => settle('timeout'), options.timeoutMs ?? SCRIPT_TIMEOUT_MS);
    tag.addEventListener('load', onLoad);
    tag.addEventListener('error', onError);
    if (!present) {
      if (options.integrity) {
        tag.setAttribute('integrity', options.integrity);
        tag.setAttribute('crossorigin', 'anonymous');
      }
      tag.src = url;
      tag.async = true;
      (doc.head ?? doc.documentElement).appendChild(tag);
    }
  });
  byUrl.set(url, promise);
  return promise;
}
