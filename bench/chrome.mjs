/** The bench's browser: Debian's Chromium (CHROME_PATH to use another) and its flags on this machine. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
