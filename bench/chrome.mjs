// The bench's browser: the browser tests' Chromium and flags (e2e/chromium.json), CHROME_PATH to use another.
import fs from 'node:fs';

const chromium = JSON.parse(fs.readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8'));
export const chromePath = process.env.CHROME_PATH || chromium.path;
export const CHROME_ARGS = chromium.args;
