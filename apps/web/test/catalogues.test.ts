import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODE_LIST } from '@ico/domain/errors';
import { OFFERING_STATUSES } from '@ico/domain/offering';
import { JOINING_STATUSES, USER_LEVELS, VERIFICATION_STATUSES } from '@ico/domain/statuses';
import { VALIDATION_KEYS } from '@ico/domain/validation-keys';
import { describe, expect, it } from 'vitest';
import { DOC_NAMESPACES, type DocContent } from '../src/lib/doc-content';

const LOCALES = fileURLToPath(new URL('../src/locales', import.meta.url));
const namespaces = (lang: string) =>
  readdirSync(path.join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
const load = (lang: string, ns: string): unknown => JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));

/** Every leaf path of a catalogue, array indexes included, with the `id`/`number` values that must match. */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [`${at}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${at}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, v]) => (k === 'id' || k === 'number' ? [`${at}.${k}=${String(v)}`] : shape(v, `${at}.${k}`)));
  }
  return [at];
}

/** The texts a reader sees (anchors and clause numbers left out). */
function leaves(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'id' || k === 'number' ? [] : leaves(v)));
  }
  return [String(value)];
}

describe('English and Thai catalogues', () => {
  it('have the same namespaces', () => {
    expect(namespaces('th')).toEqual(namespaces('en'));
  });

  it.each(namespaces('en'))('%s has the same keys, lists and anchors in both languages', (ns) => {
    expect(shape(load('th', ns))).toEqual(shape(load('en', ns)));
  });

  it.each(namespaces('en'))('%s has no empty text, and its Thai text is Thai', (ns) => {
    for (const text of leaves(load('en', ns))) expect(text.trim()).not.toBe('');
    const thai = leaves(load('th', ns));
    for (const text of thai) expect(text.trim()).not.toBe('');
    const withThaiScript = thai.filter((text) => /[\u0E00-\u0E7F]/.test(text)).length;
    expect(withThaiScript / thai.length).toBeGreaterThan(0.8);
  });

  it('translate every validation key, error code and status of the domain', () => {
    for (const lang of ['en', 'th']) {
      const common = load(lang, 'common') as Record<string, Record<string, string>>;
      for (const key of VALIDATION_KEYS) expect(common.validation?.[key], `${lang} validation.${key}`).toBeTruthy();
      for (const code of ERROR_CODE_LIST) expect(common.errors?.[code], `${lang} errors.${code}`).toBeTruthy();
      for (const level of USER_LEVELS) expect(common.userLevel?.[level]).toBeTruthy();
      for (const status of VERIFICATION_STATUSES) expect(common.verificationStatus?.[status]).toBeTruthy();
      for (const status of OFFERING_STATUSES) expect(common.offeringStatus?.[status]).toBeTruthy();
      for (const status of JOINING_STATUSES) expect(common.joiningStatus?.[status]).toBeTruthy();
    }
  });
});

/**
 * The Thai pronouns the site never uses for its reader: ท่าน (also not inside เท่านั้น or ท่าน้ำ), and ฉัน or
 * ข้าพเจ้า (the investor speaking, as in a checkbox). Every Thai text says คุณ, or says it impersonally.
 */
const NOT_KHUN = /(?<!เ)ท่าน(?![\u0E31-\u0E3A\u0E47-\u0E4E])|ฉัน|ข้าพเจ้า/u;

describe('Thai copy addresses the reader as คุณ', () => {
  it('the check finds ท่าน and ฉัน and leaves other words alone', () => {
    for (const bad of ['ท่านสามารถจองได้', 'บัญชีของท่าน', 'ฉันยอมรับความเสี่ยง', 'โปรไฟล์ของฉัน', 'ข้าพเจ้าได้อ่านแล้ว']) {
      expect(NOT_KHUN.test(bad), bad).toBe(true);
    }
    for (const good of ['คุณสามารถจองได้', 'เฉพาะผู้ลงทุนรายใหญ่เท่านั้น', 'ท่าน้ำ', 'ยอมรับความเสี่ยง']) {
      expect(NOT_KHUN.test(good), good).toBe(false);
    }
  });

  it.each(namespaces('th'))('th/%s says คุณ, never ท่าน, ฉัน or ข้าพเจ้า', (ns) => {
    const offending = leaves(load('th', ns)).filter((text) => NOT_KHUN.test(text));
    expect(offending).toEqual([]);
  });
});

describe('information pages', () => {
  it.each(DOC_NAMESPACES)('%s is a page with sections and unique anchors', (ns) => {
    for (const lang of ['en', 'th']) {
      const doc = load(lang, ns) as DocContent;
      expect(doc.title).toBeTruthy();
      expect(doc.sections.length).toBeGreaterThan(0);
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has the 27 numbered clauses of the terms of use in three categories', () => {
    const terms = load('en', 'terms-of-use') as DocContent;
    expect(terms.sections).toHaveLength(3);
    const numbers = terms.sections.flatMap((s) => s.clauses?.map((c) => c.number) ?? []);
    expect(numbers).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  });

  it('carries the risk warnings and the regulation facts of the specification', () => {
    const ico = JSON.stringify(load('en', 'what-is-ico'));
    for (const fact of [
      '15 percent',
      '1,000,000 Baht',
      '5 years',
      'in Thai',
      '60 days',
      '200,000,000 Baht',
      '70,000,000 Baht',
      '300,000 Baht',
    ]) {
      expect(ico).toContain(fact);
    }
    const guide = JSON.stringify(load('en', 'guide-for-issuers'));
    expect(guide).toMatch(/4 months/);
    const about = load('en', 'about') as DocContent;
    expect(about.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['vision', 'mission', 'values']));
  });
});
