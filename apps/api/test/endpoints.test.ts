import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EndpointDefinition, pathOf } from '@ico/domain/contracts/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const contractsDir = path.join(root, 'packages/domain/src/contracts');

/** Every endpoint the contracts export, found by reading the folder (no list to keep up to date). */
async function loadEndpoints(): Promise<{ name: string; file: string; endpoint: EndpointDefinition }[]> {
  const found: { name: string; file: string; endpoint: EndpointDefinition }[] = [];
  for (const file of readdirSync(contractsDir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value) {
        found.push({ name, file, endpoint: value as EndpointDefinition });
      }
    }
  }
  return found;
}

const endpoints = await loadEndpoints();

describe('endpoint contracts', () => {
  it('are found', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('name each method and path once', () => {
    const keys = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(endpoints.map((entry) => [`${entry.endpoint.method} ${entry.endpoint.path}`, entry] as const))(
    '%s is whole',
    (_, { endpoint }) => {
      // The specification writes every API path with a trailing slash, and a body only on writes.
      expect(endpoint.path).toMatch(/^\/[a-z_-]+\/.*$|^\/[a-z_-]+$/);
      expect(endpoint.summary.trim()).not.toBe('');
      if (endpoint.body) expect(['POST', 'PUT', 'PATCH', 'DELETE']).toContain(endpoint.method);
      if (endpoint.encoding) expect(endpoint.body).toBeDefined();
      const names = [...endpoint.path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]);
      if (endpoint.params instanceof z.ZodObject) expect(Object.keys(endpoint.params.shape).sort()).toEqual([...names].sort());
      else expect(names).toEqual([]);
    },
  );
});

describe('pathOf', () => {
  const target = { method: 'GET', path: '/survay/knowledgeicotest/:icoId/', summary: 'x' } as const;

  it('fills in each parameter as one encoded segment', () => {
    expect(pathOf(target, { icoId: 12 })).toBe('/survay/knowledgeicotest/12/');
    expect(pathOf(target, { icoId: '../1' })).toBe('/survay/knowledgeicotest/..%2F1/');
  });

  it('refuses a missing parameter instead of sending "undefined"', () => {
    expect(() => pathOf(target, {} as { icoId: number })).toThrow(/:icoId/);
  });
});

/** The folders of code that calls or serves the API: none writes an endpoint's URL; it names the contract. */
const CODE_FOLDERS = ['apps/web/src', 'apps/api/src', 'packages/testing/src', 'bench/src'];

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
  }
  return files;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An endpoint's path as it would be written in a string or template literal: after a quote, a backtick or `}` (a
 * base before it), with `/api` or not, any parameter as a value or a `${...}`, ending at the closing quote or a query.
 */
function literalPattern(endpoint: EndpointDefinition): RegExp {
  const parts = endpoint.path
    .split(/(:[A-Za-z]\w*)/)
    .map((part) => (part.startsWith(':') ? '(?:\\$\\{[^}]*\\}|[^/\'"`\\s{}]+)' : escapeRegExp(part)));
  return new RegExp(`['"\`}](?:/api)?${parts.join('')}(?=['"\`?])`);
}

describe('no API path is written outside the contracts', () => {
  const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const patterns = endpoints.map(({ endpoint }) => ({ endpoint, pattern: literalPattern(endpoint) }));

  it('the rule catches a literal, a template and a path under /api', () => {
    const reserve = endpoints.find(({ endpoint }) => endpoint.path === '/icoportal/joining/:id/');
    expect(reserve).toBeDefined();
    const pattern = literalPattern(reserve!.endpoint);
    expect(pattern.test("api('/icoportal/joining/12/')")).toBe(true);
    const placeholder = (name: string) => `\${${name}}`;
    expect(pattern.test(`api(\`/icoportal/joining/${placeholder('id')}/\`, { form })`)).toBe(true);
    expect(pattern.test(`fetch(\`${placeholder('base')}/api/icoportal/joining/${placeholder('id')}/\`)`)).toBe(true);
    expect(pattern.test('/** POST /icoportal/joining/{icoId}/ */')).toBe(false);
  });

  it(`in ${CODE_FOLDERS.join(', ')}: each calls or registers an endpoint through its contract (call, routeOf, pathOf)`, () => {
    expect(files.length).toBeGreaterThan(100);
    const written = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return patterns
        .filter(({ pattern }) => pattern.test(text))
        .map(({ endpoint }) => `${path.relative(root, file)}: ${endpoint.method} ${endpoint.path}`);
    });
    expect(written).toEqual([]);
  });
});
