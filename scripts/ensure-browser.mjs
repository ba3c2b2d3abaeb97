#!/usr/bin/env node
// Installs Debian's Chromium headless shell (the browser the tests drive) and the Thai fonts with apt when the shell
// is missing: no browser download but the distribution's packages. `.ci/run` calls it as set-up, before the timed
// test command; `npm test` calls it too, so a machine without the browser still passes.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium-headless-shell', 'fonts-thai-tlwg'];

export function ensureBrowser() {
  if (existsSync(HEADLESS_SHELL)) return;
  process.stdout.write(`Chromium's headless shell not found at ${HEADLESS_SHELL}: installing ${PACKAGES.join(', ')} with apt...\n`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    execFileSync(asRoot[0] ?? 'apt-get', asRoot.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', ...PACKAGES]);
  } catch {
    // A fresh machine may have no package lists yet.
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', ...PACKAGES]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
