/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, installed by scripts/ensure-browser.mjs), never a
 * downloaded browser (no downloads but registries on this machine), with the flags it needs here: the browser tests
 * and the bundle benchmark both launch it with these. It is the same Chromium build as Debian's `chromium` without
 * the browser's user interface layer, as Playwright runs headless Chromium by default. On the 153 journeys the whole
 * run took 223 s where the full browser in its headless mode took 291 s (renderers 175 against 250 CPU-seconds,
 * browser process 35 against 85); CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
