import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * What the first page of every visit carries is decided by the static imports from src/main.tsx: one module that
 * imports a schema, the query cache or a chart library pulls it into the entry chunk for everyone (issue 18: a
 * route-table constant next to a zod schema cost 27 kB gzip). These tests follow those imports through the sources
 * (dynamic `import()` starts a chunk of its own and is not followed) and check what they reach. The sizes themselves
 * are measured by the bench (`BENCH_ONLY=web-bundle`).
 */

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN = path.resolve(WEB, '../../packages/domain/src');

/** Libraries no first page needs: schemas, money math, charts, the strength meter's dictionaries, QR codes. */
const NOT_IN_FIRST_CHUNK = [
  'zod',
  '@hookform/resolvers',
  'react-hook-form',
  'decimal.js',
  'recharts',
  '@mantine/charts',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  'qrcode.react',
  'viem',
  'i18n-iso-countries',
  '@tanstack/query-core',
  '@walletconnect/ethereum-provider',
  '@reown/appkit',
];

type Graph = { files: Set<string>; packages: Map<string, Set<string>> };

function resolveSource(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else if (specifier.startsWith('@ico/domain/')) base = path.join(DOMAIN, specifier.slice('@ico/domain/'.length));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  // Stylesheets and catalogues carry no script imports.
  if (/\.(css|json)$/.test(base)) return base;
  throw new Error(`cannot resolve ${specifier} from ${importer}`);
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every source file and package reached from `roots` by static imports, with the names taken from each package. */
async function staticGraph(roots: string[]): Promise<Graph> {
  const graph: Graph = { files: new Set(), packages: new Map() };
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (graph.files.has(file)) continue;
    graph.files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    // Compiled first, so that type-only imports (gone from the build) are gone here too.
    const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { jsx: { runtime: 'automatic' } });
    for (const node of parseAst(code).body) {
      if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration' && node.type !== 'ExportAllDeclaration') continue;
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || specifier.startsWith('react/jsx-runtime')) continue;
      const source = resolveSource(specifier, file);
      if (source) {
        queue.push(source);
        continue;
      }
      const names = graph.packages.get(packageOf(specifier)) ?? new Set<string>();
      if (node.type === 'ImportDeclaration') {
        for (const s of node.specifiers)
          names.add(s.type === 'ImportSpecifier' ? String('name' in s.imported ? s.imported.name : s.imported.value) : '*');
      } else {
        names.add('*');
      }
      graph.packages.set(packageOf(specifier), names);
    }
  }
  return graph;
}

/** The page modules the route table marks `pageWithoutData` (shown to visitors without the query cache). */
function pagesWithoutData(): string[] {
  const router = path.join(WEB, 'src/app/router.tsx');
  const table = readFileSync(router, 'utf8');
  const modules = [...table.matchAll(/pageWithoutData\(\s*lazyRoute\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => m[1] as string);
  return [...new Set(modules)].map((specifier) => resolveSource(specifier, router) as string);
}

describe('the first chunk (what src/main.tsx imports statically)', () => {
  it('reaches none of the libraries only some screens need', async () => {
    const graph = await staticGraph([path.join(WEB, 'src/main.tsx')]);
    // The walk itself works: the shell, the route table and the domain modules it reads are found.
    expect([...graph.files].map((file) => path.relative(WEB, file))).toEqual(
      expect.arrayContaining(['src/app/router.tsx', 'src/components/layout/header.tsx', 'src/lib/session.ts']),
    );
    expect(graph.packages.has('react-dom')).toBe(true);
    expect([...graph.packages.keys()].filter((name) => NOT_IN_FIRST_CHUNK.includes(name))).toEqual([]);
  });

  it('leaves out the file picker and the photo preparation (they load with the upload screens)', async () => {
    const graph = await staticGraph([path.join(WEB, 'src/main.tsx')]);
    const files = [...graph.files].map((file) => path.relative(WEB, file));
    expect(files.filter((file) => file === 'src/lib/prepare-image.ts' || file === 'src/components/file-picker.tsx')).toEqual([]);
  });

  it('reaches the photo preparation from the file picker only through import() (a chunk of its own)', async () => {
    const graph = await staticGraph([path.join(WEB, 'src/components/file-picker.tsx')]);
    expect([...graph.files].map((file) => path.relative(WEB, file))).not.toContain('src/lib/prepare-image.ts');
    expect(readFileSync(path.join(WEB, 'src/components/file-picker.tsx'), 'utf8')).toContain("import('../lib/prepare-image')");
  });

  it('takes from React Query only its context (the cache itself loads with the first page that needs it)', async () => {
    const graph = await staticGraph([path.join(WEB, 'src/main.tsx')]);
    expect([...(graph.packages.get('@tanstack/react-query') ?? [])]).toEqual(['QueryClientContext']);
  });
});

/** Every import() of the web sources (a type written `typeof import(...)` counts too): `[importing file, specifier]`, once each. */
function dynamicImports(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of readFileSync(full, 'utf8').matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
          found.push([path.relative(WEB, full), m[1] as string]);
    }
  };
  walk(path.join(WEB, 'src'));
  return [...new Map(found.map((pair) => [pair.join(' '), pair])).values()];
}

describe('WalletConnect (issue 19: only the reservation screen loads it, on a click)', () => {
  it('is imported dynamically by walletconnect.ts alone, which the join form (its hook) imports dynamically alone', () => {
    const imports = dynamicImports();
    expect(imports.filter(([, specifier]) => specifier.startsWith('@walletconnect/'))).toEqual([
      ['src/features/offerings/walletconnect.ts', '@walletconnect/ethereum-provider'],
    ]);
    expect(imports.filter(([, specifier]) => specifier.endsWith('/walletconnect'))).toEqual([
      ['src/features/offerings/use-join-form.ts', './walletconnect'],
    ]);
  });

  it('is reached by no static import, not even from the offering page', async () => {
    const graph = await staticGraph([path.join(WEB, 'src/main.tsx'), path.join(WEB, 'src/features/offerings/offering-page.tsx')]);
    expect([...graph.files].map((file) => path.relative(WEB, file))).toContain('src/features/offerings/join-form.tsx');
    expect([...graph.files].map((file) => path.relative(WEB, file))).not.toContain('src/features/offerings/walletconnect.ts');
    expect([...graph.packages.keys()].filter((name) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'))).toEqual([]);
  });
});

describe('pages marked pageWithoutData', () => {
  it('are found in the route table: the home page and the information pages', () => {
    const pages = pagesWithoutData().map((file) => path.relative(WEB, file));
    expect(pages).toEqual(expect.arrayContaining(['src/features/home/root-page.tsx', 'src/features/content/doc-route.tsx']));
  });

  it.each(pagesWithoutData().map((file) => [path.relative(WEB, file), file]))('%s imports no query code', async (_name, file) => {
    const graph = await staticGraph([file]);
    const queryCode = [...graph.packages.keys()].filter((name) => name.startsWith('@tanstack/'));
    expect(queryCode).toEqual([]);
  });
});

describe('the offerings list (`/icos`, issue 19)', () => {
  it('shows its cards with no schema and no decimal library: the server sends the price and the outcome', async () => {
    const graph = await staticGraph([path.join(WEB, 'src/features/offerings/offerings-page.tsx')]);
    expect([...graph.files].map((file) => path.relative(WEB, file))).toEqual(
      expect.arrayContaining(['src/features/offerings/offering-card.tsx', 'src/features/offerings/progress-percent.ts']),
    );
    expect([...graph.packages.keys()].filter((name) => NOT_IN_FIRST_CHUNK.includes(name) && name !== '@tanstack/query-core')).toEqual([]);
  });
});
