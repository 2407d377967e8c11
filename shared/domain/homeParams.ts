import { parseHashParams, readParams } from './urlParams';

// spec 02 §2: what the home page's URL asks for. Two tabs (1 the main app, 2 its games variant); tab=1
// with jump_app_store sends iOS users to the store and selects tab 2; tab=2 selects tab 1; jumpAppStore
// opens the Android or iOS store by platform after start; info redirects to the share page keeping the rest
// of the URL. Parameters in the hash win over the query string.

export type DevicePlatform = 'ios' | 'android' | 'other';
export type HomeTab = 1 | 2;

export interface HomeIntent {
  tab: HomeTab;
  /** The store to open at once, if the URL asks for one on this platform. */
  openStore: 'apple' | 'android' | null;
  /** Where to go instead of the home page (the share page with the rest of the URL), if anywhere. */
  redirect: string | null;
}

/** iPhone, iPad (also the desktop-class iPad that says Macintosh with touch) and Android, from the UA. */
export function devicePlatform(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

const present = (p: Map<string, string>, name: string) => p.has(name) && p.get(name) !== '0';

/** `?a=1&info=x&b=2` without `info`, on the share page; the hash too. */
function shareAddress(search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.delete('info');
  const q = query.toString();
  let h = hash;
  if (parseHashParams(hash).has('info')) {
    const params = parseHashParams(hash);
    params.delete('info');
    const rest = params.toString();
    h = rest ? `#${rest}` : '';
  }
  return `/share.html${q ? `?${q}` : ''}${h}`;
}

export function homeIntent(search: string, hash: string, platform: DevicePlatform): HomeIntent {
  const p = readParams(search, hash);
  if (p.has('info')) return { tab: 1, openStore: null, redirect: shareAddress(search, hash) };
  if (p.get('tab') === '1' && present(p, 'jump_app_store')) {
    return { tab: 2, openStore: platform === 'ios' ? 'apple' : null, redirect: null };
  }
  // tab=2 selects tab 1, as the spec says (the app's links count their tabs the other way round)
  const byPlatform = platform === 'ios' ? 'apple' : platform === 'android' ? 'android' : null;
  return { tab: 1, openStore: present(p, 'jumpAppStore') ? byPlatform : null, redirect: null };
}
