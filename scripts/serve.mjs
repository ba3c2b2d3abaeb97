#!/usr/bin/env node
// `npm run serve`: the built server (`npm run build` first), plain Node with no TypeScript at run time. WORKERS=N
// forks N processes from here (node:cluster runs this same file in each).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));
if (!existsSync(main)) {
  process.stderr.write(`The server is not built (${main} is missing): run \`npm run build\` first.\n`);
  process.exit(1);
}
// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import(main);
