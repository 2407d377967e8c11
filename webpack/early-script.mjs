import fs from 'node:fs';

/**
 * The early scripts' folder and names in a host build, and the share page
 * (shared/domain/earlyScript.json): read by the build (index.mjs) and by the size report.
 */
export const EARLY_SCRIPT = JSON.parse(
  fs.readFileSync(new URL('../shared/domain/earlyScript.json', import.meta.url), 'utf8'),
);
