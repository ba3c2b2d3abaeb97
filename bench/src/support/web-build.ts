import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './settings';

const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const WEB_MANIFEST = path.join(WEB_DIST, '.vite/manifest.json');

/** What the web build is made from: when any of it is newer than the build's manifest, the build is stale. */
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/domain/src'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Builds the web app (`npm run build -w @ico/web`) unless a build newer than its sources is there. */
export function ensureWebBuild(log: (line: string) => void): void {
  const built = existsSync(WEB_MANIFEST) ? statSync(WEB_MANIFEST).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((source) => newestChange(path.join(REPO_ROOT, source))));
  if (built > changed) return;
  log('Building the web app (npm run build -w @ico/web)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ico/web'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
  if (!existsSync(WEB_MANIFEST)) throw new Error(`the web build wrote no ${WEB_MANIFEST} (build.manifest in apps/web/vite.config.ts)`);
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };

/** Sources of the back office: its own tree and its translation namespaces (admin*.json). */
const isBackOfficeSource = (src: string) => src.startsWith('src/admin/') || /^src\/locales\/[^/]+\/admin[^/]*\.json$/.test(src);

/**
 * The built files (JS, CSS and translation catalogues, relative to dist) that only the back office needs: everything its entries load
 * statically, minus whatever a public entry (the app, a public page, a public namespace) loads too.
 */
export function backOfficeOnlyFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (roots: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return files;
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry || chunk.isDynamicEntry);
  const backOffice = closure(entries.filter(([, chunk]) => chunk.src && isBackOfficeSource(chunk.src)).map(([key]) => key));
  const open = closure(entries.filter(([, chunk]) => !chunk.src || !isBackOfficeSource(chunk.src)).map(([key]) => key));
  // The catalogues are files fetched by their address (apps/web/src/i18n/i18n.ts), not chunks: the back office's own.
  const catalogues = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.json') && chunk.src && isBackOfficeSource(chunk.src));
  return new Set([...[...backOffice].filter((file) => !open.has(file)), ...catalogues.map((chunk) => chunk.file)]);
}
