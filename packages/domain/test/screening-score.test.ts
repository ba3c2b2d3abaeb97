import { describe, expect, it } from 'vitest';
import type { ListedBirth, NameQuality } from '../src/screening';
import { distinctiveWords, normalizeDocumentNumber, normalizeName } from '../src/screening-names';
import {
  DEFAULT_SCREENING_THRESHOLD,
  type InvestorFacts,
  isHit,
  nameSimilarity,
  type ScoredEntry,
  scoreEntry,
} from '../src/screening-score';

describe('normalizeName', () => {
  it.each([
    ['นายสมชาย ใจดี', 'สมชาย ใจดี', 'thai'],
    ['นาย สมชาย   ใจดี', 'สมชาย ใจดี', 'thai'],
    ['นางสาวสมหญิง รักไทย', 'สมหญิง รักไทย', 'thai'],
    ['น.ส. สมหญิง รักไทย', 'สมหญิง รักไทย', 'thai'],
    ['นาง สมศรี มีสุข', 'สมศรี มีสุข', 'thai'],
    ['ด.ช.ก้อง ภพ', 'ก้อง ภพ', 'thai'],
    ['ด.ญ. ฝน ฟ้า', 'ฝน ฟ้า', 'thai'],
    ['เด็กชายก้อง ภพ', 'ก้อง ภพ', 'thai'],
    ['เด็กหญิง ฝน\u200B ฟ้า', 'ฝน ฟ้า', 'thai'],
    ['บริษัทสยามเทรดดิ้งจำกัด (มหาชน)', 'บริษัท สยามเทรดดิ้ง จำกัด มหาชน', 'thai'],
    ['José  Müller-Lüdenscheidt', 'JOSE MULLER LUDENSCHEIDT', 'latin'],
    ["Mr. Sean O'Brien", 'SEAN OBRIEN', 'latin'],
    ['Łukasz Øster, Jr.', 'LUKASZ OSTER JR', 'latin'],
    ['Siam Trading Co., Ltd.', 'SIAM TRADING CO LTD', 'latin'],
  ])('%s -> %s (%s)', (text, normalized, script) => {
    expect(normalizeName(text)).toEqual({ normalized, script });
  });

  it('keeps a title that is the whole name (nothing else to call it)', () => {
    expect(normalizeName('นาย').normalized).toBe('นาย');
    expect(normalizeName('Mr').normalized).toBe('MR');
  });

  it('leaves generic words out of the distinctive words', () => {
    expect(distinctiveWords('SIAM TRADING CO LTD')).toEqual(['SIAM', 'TRADING']);
    expect(distinctiveWords('บริษัท สยามเทรดดิ้ง จำกัด มหาชน')).toEqual(['สยามเทรดดิ้ง']);
  });

  it('stores document numbers as letters and digits in upper case', () => {
    expect(normalizeDocumentNumber('ab 123-456')).toBe('AB123456');
    expect(normalizeDocumentNumber('1-1017-00230-71-9')).toBe('1101700230719');
  });
});

const entry = (over: Partial<ScoredEntry> & { names: ScoredEntry['names'] }): ScoredEntry => ({
  kind: 'individual',
  documentNumbers: [],
  births: [],
  nationalities: [],
  ...over,
});
const named = (text: string, quality: NameQuality = 'primary') => ({ text, quality });
const person = (...names: string[]): InvestorFacts['names'] => names.map((text) => ({ text, kind: 'individual' as const }));
const born = (...values: Array<string | number>): ListedBirth[] => values.map((v) => (typeof v === 'number' ? { year: v } : { date: v }));

describe('scoreEntry: the matching cases of issue 30', () => {
  const threshold = DEFAULT_SCREENING_THRESHOLD;
  const cases: Array<{
    name: string;
    facts: InvestorFacts;
    entry: ScoredEntry;
    hit: boolean;
    fields?: string[];
  }> = [
    {
      name: 'a Thai ID equal to the entry is a hit whatever the spelling of the name',
      facts: { names: person('Somchay Jaidee'), thaiId: '1101700230719' },
      entry: entry({ names: [named('PRASERT WONGSAWAT')], documentNumbers: ['1101700230719'] }),
      hit: true,
      fields: ['thaiId'],
    },
    {
      name: 'a passport equal to the entry (written with spaces on the list) is a hit',
      facts: { names: person('Ivan Petrov'), passport: 'ab1234567' },
      entry: entry({ names: [named('SERGEI IVANOV')], documentNumbers: [normalizeDocumentNumber('AB 123 4567')] }),
      hit: true,
      fields: ['passport'],
    },
    {
      name: 'a shared generic word is not a hit (SIAM TRADING CO LTD against SIAM CO LTD)',
      facts: { names: [{ text: 'Siam Trading Co., Ltd.', kind: 'entity' }] },
      entry: entry({ kind: 'entity', names: [named('SIAM CO LTD')] }),
      hit: false,
    },
    {
      name: 'only generic words in common is not a hit',
      facts: { names: [{ text: 'The Golden Company Limited', kind: 'entity' }] },
      entry: entry({ kind: 'entity', names: [named('THE SILVER COMPANY LIMITED')] }),
      hit: false,
    },
    {
      name: 'the same company under other generic words is a hit',
      facts: { names: [{ text: 'Golden Lotus Trading Co., Ltd.', kind: 'entity' }] },
      entry: entry({ kind: 'entity', names: [named('GOLDEN LOTUS TRADING COMPANY LIMITED')] }),
      hit: true,
      fields: ['nameLatin'],
    },
    {
      name: 'a Thai-script name matches its Thai entry across titles and spacing',
      facts: { names: person('Somchai Jaidee', 'นายสมชาย  ใจดี') },
      entry: entry({ names: [named('SOMCHAI CHAIDEE'), named('สมชาย ใจดี')] }),
      hit: true,
      fields: ['nameThai'],
    },
    {
      name: 'a Thai name written without a space matches its entry',
      facts: { names: person('นางสาวสมหญิงรักไทย') },
      entry: entry({ names: [named('น.ส. สมหญิง รักไทย')] }),
      hit: true,
      fields: ['nameThai'],
    },
    {
      name: 'another Thai person sharing only the given name is not a hit',
      facts: { names: person('นายสมชาย ใจดี') },
      entry: entry({ names: [named('สมชาย ทองมา')] }),
      hit: false,
    },
    {
      name: 'given and family names transposed',
      facts: { names: person('Jaidee Somchai') },
      entry: entry({ names: [named('SOMCHAI JAIDEE')] }),
      hit: true,
      fields: ['nameLatin'],
    },
    {
      name: 'one typo in each word',
      facts: { names: person('Mohamad Abdulah Rahman') },
      entry: entry({ names: [named('MOHAMMAD ABDULLAH RAHMAN')] }),
      hit: true,
    },
    {
      name: 'one agreeing word of two is not a hit',
      facts: { names: person('Somchai Wongsawat') },
      entry: entry({ names: [named('SOMCHAI JAIDEE')] }),
      hit: false,
    },
    {
      name: 'the investor\u2019s two names inside a four-part entry name',
      facts: { names: person('Abdul Karim') },
      entry: entry({ names: [named('ABDUL KARIM HASSAN MUSTAFA')] }),
      hit: true,
    },
    {
      name: 'a birth year that disagrees lowers an exact name below the threshold',
      facts: { names: person('Somchai Jaidee'), birthDate: '1990-04-01' },
      entry: entry({ names: [named('SOMCHAI JAIDEE')], births: born(1961) }),
      hit: false,
    },
    {
      name: 'a birth date that agrees is recorded',
      facts: { names: person('Somchai Jaidee'), birthDate: '1961-04-01' },
      entry: entry({ names: [named('SOMCHAI JAIDEE')], births: born('1961-04-01') }),
      hit: true,
      fields: ['nameLatin', 'birthDate'],
    },
    {
      name: 'a birth year that agrees when the list gives only the year',
      facts: { names: person('Somchai Jaidee'), birthDate: '1961-04-01' },
      entry: entry({ names: [named('SOMCHAI JAIDEE')], births: born(1961) }),
      hit: true,
      fields: ['nameLatin', 'birthYear'],
    },
    {
      name: 'an exact name on a low-quality alias',
      facts: { names: person('Abu Ahmad') },
      entry: entry({ names: [named('KHALID HUSSEIN'), named('ABU AHMAD', 'low')] }),
      hit: false,
    },
    {
      name: 'an exact name on a good-quality alias',
      facts: { names: person('Abu Ahmad') },
      entry: entry({ names: [named('KHALID HUSSEIN'), named('ABU AHMAD', 'good')] }),
      hit: true,
      fields: ['nameLatin', 'alias'],
    },
    {
      name: 'nationality agreeing is recorded',
      facts: { names: person('Somchai Jaidee'), nationalities: ['TH'] },
      entry: entry({ names: [named('SOMCHAI JAIDEE')], nationalities: ['TH'] }),
      hit: true,
      fields: ['nameLatin', 'nationality'],
    },
    {
      name: 'a Latin name never matches a Thai entry (no romanisation)',
      facts: { names: person('Somchai Jaidee') },
      entry: entry({ names: [named('สมชาย ใจดี')] }),
      hit: false,
    },
  ];

  it.each(cases)('$name', ({ facts, entry: listed, hit, fields }) => {
    const result = scoreEntry(facts, listed);
    expect(isHit(result, threshold), `score ${result.score}`).toBe(hit);
    if (fields) expect(result.fields.sort()).toEqual([...fields].sort());
  });

  it('a low-quality alias weighs less than the same name as a good alias or the primary name', () => {
    const facts = { names: person('Abu Ahmad') };
    const scores = (['primary', 'good', 'low'] as const).map(
      (quality) => scoreEntry(facts, entry({ names: [named('ABU AHMAD', quality)] })).score,
    );
    expect(scores[0]).toBeGreaterThan(scores[1] as number);
    expect(scores[1]).toBeGreaterThan(scores[2] as number);
  });

  it('a disagreeing birth year lowers the score; an agreeing date raises a near name', () => {
    const near = { names: person('Somchai Jaidi') };
    const without = scoreEntry(near, entry({ names: [named('SOMCHAI JAIDEE')] })).score;
    const agreeing = scoreEntry(
      { ...near, birthDate: '1961-04-01' },
      entry({ names: [named('SOMCHAI JAIDEE')], births: born('1961-04-01') }),
    ).score;
    const disagreeing = scoreEntry(
      { ...near, birthDate: '1990-04-01' },
      entry({ names: [named('SOMCHAI JAIDEE')], births: born(1961) }),
    ).score;
    expect(agreeing).toBeGreaterThan(without);
    expect(disagreeing).toBeLessThan(without);
  });

  it('names the matched entry name and the investor name', () => {
    const result = scoreEntry({ names: person('Somchai Jaidee', 'นายสมชาย ใจดี') }, entry({ names: [named('สมชาย ใจดี')] }));
    expect(result).toMatchObject({ score: 1, matchedName: 'สมชาย ใจดี', investorName: 'นายสมชาย ใจดี' });
  });

  it('uses each word once: one word repeated does not agree twice', () => {
    expect(nameSimilarity(['SOMCHAI', 'SOMCHAI'], ['SOMCHAI', 'JAIDEE'])).toBe(0);
  });
});
