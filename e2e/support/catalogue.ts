import { readFileSync } from 'node:fs';

/** Reads the app's own catalogues, so tests expect exactly the texts a reader sees. */
export function catalogue(language: 'en' | 'th', namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
}

/** A catalogue text, with `{{name}}` placeholders filled from `values` as i18next fills them. */
export function text(language: 'en' | 'th', namespace: string, key: string, values: Record<string, unknown> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue(language, namespace));
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}:${key} is not a text`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
