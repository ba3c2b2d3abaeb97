/**
 * Debian's Chromium, never a downloaded browser (no downloads but registries on this machine), with the flags it
 * needs here: the browser tests and the bundle benchmark both launch it with these.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
