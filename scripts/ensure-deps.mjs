#!/usr/bin/env node
// Installs the locked dependencies when node_modules is missing or older than the lockfile,
// so `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = `${root}package-lock.json`;
const marker = `${root}node_modules/.package-lock.json`;

if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  process.stdout.write('Installing dependencies from package-lock.json (npm ci)...\n');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
