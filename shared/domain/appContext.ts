import { readParams } from './urlParams';

// spec 02 §2: the app-context parameters a page reads (query or hash, hash wins).

export type HalfDir = 'left' | 'right' | 'bottom';

export interface AppContext {
  platform?: 'android' | 'ios' | string;
  versionCode?: number;
  bundleId?: string;
  sessionKey?: string;
  openId?: string;
  roomId?: string;
  isDebug: boolean;
  apiBase?: string;
  log: boolean;
  darkMode: boolean;
  orientation?: 'portrait' | 'landscape';
  angle?: number;
  safeAreaWidth?: number;
  halfDir?: HalfDir;
  isAnchor: boolean;
  from?: string;
}

const num = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const flag = (v: string | undefined): boolean => v === '1' || v === 'true';
const text = (v: string | undefined): string | undefined => (v && v.trim() !== '' ? v : undefined);

export function parseAppContext(search: string, hash: string): AppContext {
  const p = readParams(search, hash);
  const orientationRaw = p.get('orientation');
  const angle = num(p.get('angle'));
  const orientation =
    orientationRaw === 'landscape' || orientationRaw === 'portrait'
      ? orientationRaw
      : angle === 90 || angle === 270 || angle === -90
        ? 'landscape'
        : orientationRaw
          ? 'portrait'
          : undefined;
  const half = p.get('half_dir');
  return {
    platform: text(p.get('platform'))?.toLowerCase(),
    versionCode: num(p.get('version_code')),
    bundleId: text(p.get('bundleid') ?? p.get('bundle_id')),
    sessionKey: text(p.get('session_key')),
    openId: text(p.get('open_id')),
    roomId: text(p.get('room_id')),
    isDebug: flag(p.get('is_debug')),
    apiBase: text(p.get('api_base')),
    log: flag(p.get('log')),
    darkMode: p.get('darkmode') === '1',
    orientation,
    angle,
    safeAreaWidth: num(p.get('safe_area_width')),
    halfDir: half === 'left' || half === 'right' || half === 'bottom' ? half : undefined,
    isAnchor: flag(p.get('is_anchor')),
    from: text(p.get('from')),
  };
}

/** Inside the native shell when the app passes its platform and version. */
export function isInAppShell(ctx: AppContext): boolean {
  return (ctx.platform === 'android' || ctx.platform === 'ios') && ctx.versionCode !== undefined;
}

/** The parameters that describe the app context; links inside the site carry them along (and nothing else). */
export const APP_CONTEXT_KEYS = [
  'platform',
  'version_code',
  'bundleid',
  'session_key',
  'open_id',
  'room_id',
  'is_debug',
  'api_base',
  'log',
  'darkmode',
  'orientation',
  'angle',
  'safe_area_width',
  'half_dir',
  'is_anchor',
  'from',
] as const;

export function appContextQuery(search: string): string {
  const src = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of APP_CONTEXT_KEYS) {
    const v = src.get(key);
    if (v !== null) out.set(key, v);
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}
