#!/usr/bin/env node
// Builds the API to JavaScript for `npm run serve`: every TypeScript file of apps/api/src and packages/domain/src is
// transpiled on its own by esbuild into a dist folder beside its src, with the same layout. Nothing is bundled, so
// what the code finds at run time stays where it was: @fastify/autoload reads dist/routes as it read src/routes, and
// the paths made from `import.meta.url` (the drizzle migrations, the demo pictures, the web build) resolve from
// dist as from src, one folder deep in the same package. Only the imports change: a relative import gets its `.js`
// (Node's loader needs the extension that tsx and the type checker supply), and `@ico/domain/x`, whose package
// exports its TypeScript sources to the type checker, Vite and tsx, points at the built domain file instead.
// Packages from node_modules stay imports, read by Node at run time.
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API = fileURLToPath(new URL('..', import.meta.url));
const ROOT = path.resolve(API, '../..');
const DOMAIN = path.join(ROOT, 'packages/domain');
const DOMAIN_IMPORT = '@ico/domain/';

/** Where the built server is; `stamp` is written last, so its presence means a complete build. */
export const OUTPUTS = {
  api: path.join(API, 'dist'),
  domain: path.join(DOMAIN, 'dist'),
  stamp: path.join(API, 'dist/build-info.json'),
};

/** What the build reads: a build older than any of these is stale. */
export const INPUTS = [path.join(API, 'src'), path.join(DOMAIN, 'src'), fileURLToPath(import.meta.url)];

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The newest modification time (ms) of the files under `paths`. */
export function newestInput(paths = INPUTS) {
  let newest = 0;
  for (const p of paths) {
    const stat = statSync(p);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of readdirSync(p, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether the last build is complete and newer than every source. */
export function isBuildFresh() {
  return existsSync(OUTPUTS.stamp) && statSync(OUTPUTS.stamp).mtimeMs >= newestInput();
}

const toPosix = (p) => p.split(path.sep).join('/');

/** The specifier of `target` (a built file) from the built file of `importer` (a source under `srcRoot`). */
function relativeSpecifier(importer, srcRoot, outRoot, target) {
  const importerOut = path.join(outRoot, path.relative(srcRoot, path.dirname(importer)));
  const relative = toPosix(path.relative(importerOut, target));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The `.ts` file a relative import names, as tsx and the type checker find it, or undefined. */
function resolveSource(dir, specifier) {
  const base = path.resolve(dir, specifier);
  const candidates = specifier.endsWith('.js') ? [base.replace(/\.js$/, '.ts')] : [base, `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find((file) => file.endsWith('.ts') && existsSync(file));
}

function rewriteImports(srcRoot, outRoot) {
  return {
    name: 'rewrite-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const spec = args.path;
        if (spec.startsWith(DOMAIN_IMPORT)) {
          const target = path.join(OUTPUTS.domain, `${spec.slice(DOMAIN_IMPORT.length)}.js`);
          if (!existsSync(path.join(DOMAIN, 'src', `${spec.slice(DOMAIN_IMPORT.length)}.ts`)))
            return { errors: [{ text: `${spec}: no such file in packages/domain/src` }] };
          return { path: relativeSpecifier(args.importer, srcRoot, outRoot, target), external: true };
        }
        if (spec.startsWith('./') || spec.startsWith('../')) {
          const source = resolveSource(args.resolveDir, spec);
          if (!source) {
            if (spec.endsWith('.json')) return undefined;
            return { errors: [{ text: `${spec}: no TypeScript file to import from ${args.importer}` }] };
          }
          if (!source.startsWith(srcRoot + path.sep))
            return { errors: [{ text: `${spec}: imports from outside ${srcRoot}, which is not built` }] };
          const target = path.join(outRoot, path.relative(srcRoot, source)).replace(/\.ts$/, '.js');
          return { path: relativeSpecifier(args.importer, srcRoot, outRoot, target), external: true };
        }
        // JSON data is inlined: Node needs an import attribute for it, which esbuild drops from an external import.
        if (spec.endsWith('.json')) return undefined;
        // node: built-ins and packages from node_modules.
        return { path: spec, external: true };
      });
    },
  };
}

async function buildTree(srcRoot, outRoot) {
  rmSync(outRoot, { recursive: true, force: true });
  await build({
    entryPoints: sourceFiles(srcRoot),
    outbase: srcRoot,
    outdir: outRoot,
    bundle: true,
    plugins: [rewriteImports(srcRoot, outRoot)],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

export async function buildApi() {
  const started = Date.now();
  rmSync(OUTPUTS.stamp, { force: true });
  await buildTree(path.join(DOMAIN, 'src'), OUTPUTS.domain);
  await buildTree(path.join(API, 'src'), OUTPUTS.api);
  writeFileSync(OUTPUTS.stamp, `${JSON.stringify({ builtAt: new Date().toISOString() }, null, 2)}\n`);
  return Date.now() - started;
}

// `--if-stale`: keeps a complete build that is newer than every source (the tests that run the built server).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && isBuildFresh()) {
    process.stdout.write('API build is up to date\n');
    process.exit(0);
  }
  buildApi().then(
    (ms) =>
      process.stdout.write(`API built to ${path.relative(ROOT, OUTPUTS.api)} and ${path.relative(ROOT, OUTPUTS.domain)} in ${ms} ms\n`),
    (error) => {
      process.stderr.write(`API build failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
