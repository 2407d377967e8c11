// Types of app-version.mjs for the TypeScript that reads the site's version (server/src/releases).
export function siteVersion(rootDir: string): string;
export function appConstants(options: { short: string; rootDir: string }): Record<string, string>;
