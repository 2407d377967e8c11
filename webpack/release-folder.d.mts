// Types of release-folder.mjs for the release commands (server/src/releases), which are TypeScript.
export interface ReleaseRecord {
  remote: string;
  id: string;
  version: string;
  platform: string;
  builtAt: number;
}
export function releasesDirFor(short: string, env?: NodeJS.ProcessEnv, root?: string): string;
export function isPartialRelease(pathOrName: string): boolean;
export function contentId(distDir: string, platform?: string): string;
export function declaredPlatform(appDir: string): string;
export function writeReleaseFolder(options: {
  distDir: string;
  releasesDir: string;
  remote: string;
  version: string;
  platform?: string;
  now?: () => number;
}): { id: string; dir: string; created: boolean; release: ReleaseRecord };
