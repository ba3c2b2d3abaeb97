import { COUNTRY_OPTIONS } from '@ico/domain/countries';

/**
 * Synthetic watch lists in the exact formats the portal imports (docs/watchlists.md): the UN Security Council
 * consolidated list's XML, and our AMLO and PEP CSV layouts. Every person and entity here is made up; no third-party
 * list is committed. Tests, the demo data and the bench build their lists with these.
 */

export type SyntheticDocument = { type: 'Passport' | 'National Identification Number'; number: string };

/** One entry as the generators write it; a field left out is written empty or not at all. */
export type SyntheticEntry = {
  ref: string;
  kind: 'individual' | 'entity';
  /** Latin name words (UN: FIRST_NAME..FOURTH_NAME). */
  names: string[];
  nameTh?: string;
  aliases?: { name: string; quality?: 'Good' | 'Low' | 'a.k.a.' | 'f.k.a.' }[];
  /** yyyy-mm-dd, or a year alone. */
  birth?: string | number;
  birthRange?: [number, number];
  nationality?: string;
  thaiId?: string;
  passports?: string[];
  listedOn?: string;
  listType?: string;
  comments?: string;
};

const xmlEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const tag = (name: string, value: string | number | undefined): string =>
  value === undefined || value === '' ? '' : `<${name}>${xmlEscape(String(value))}</${name}>`;

/** The UN list names countries in English words: an alpha-2 code becomes its English name. */
const COUNTRY_NAMES = new Map(COUNTRY_OPTIONS.map((c) => [c.value, c.label.en]));
const countryName = (code: string): string => COUNTRY_NAMES.get(code) ?? code;

function unIndividual(entry: SyntheticEntry, index: number): string {
  const [first, second, third, fourth] = entry.names;
  const birth =
    entry.birthRange !== undefined
      ? `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE>${tag('FROM_YEAR', entry.birthRange[0])}${tag('TO_YEAR', entry.birthRange[1])}</INDIVIDUAL_DATE_OF_BIRTH>`
      : typeof entry.birth === 'number'
        ? `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE>${tag('YEAR', entry.birth)}</INDIVIDUAL_DATE_OF_BIRTH>`
        : entry.birth
          ? `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE>${tag('DATE', entry.birth)}</INDIVIDUAL_DATE_OF_BIRTH>`
          : '<INDIVIDUAL_DATE_OF_BIRTH/>';
  const documents = [
    ...(entry.passports ?? []).map((number) => ({ type: 'Passport', number })),
    ...(entry.thaiId ? [{ type: 'National Identification Number', number: entry.thaiId }] : []),
  ];
  return [
    '<INDIVIDUAL>',
    tag('DATAID', 6_900_000 + index),
    '<VERSIONNUM>1</VERSIONNUM>',
    tag('FIRST_NAME', first),
    tag('SECOND_NAME', second),
    tag('THIRD_NAME', third),
    tag('FOURTH_NAME', fourth),
    tag('UN_LIST_TYPE', entry.listType ?? 'Synthetic'),
    tag('REFERENCE_NUMBER', entry.ref),
    tag('LISTED_ON', entry.listedOn ?? '2020-01-15'),
    tag('NAME_ORIGINAL_SCRIPT', entry.nameTh),
    tag('COMMENTS1', entry.comments),
    entry.nationality ? `<NATIONALITY>${tag('VALUE', countryName(entry.nationality))}</NATIONALITY>` : '<NATIONALITY/>',
    '<LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>',
    ...(entry.aliases ?? []).map(
      (alias) => `<INDIVIDUAL_ALIAS>${tag('QUALITY', alias.quality ?? 'Good')}${tag('ALIAS_NAME', alias.name)}</INDIVIDUAL_ALIAS>`,
    ),
    '<INDIVIDUAL_ADDRESS><COUNTRY/></INDIVIDUAL_ADDRESS>',
    birth,
    '<INDIVIDUAL_PLACE_OF_BIRTH/>',
    ...documents.map((d) => `<INDIVIDUAL_DOCUMENT>${tag('TYPE_OF_DOCUMENT', d.type)}${tag('NUMBER', d.number)}</INDIVIDUAL_DOCUMENT>`),
    '</INDIVIDUAL>',
  ].join('');
}

function unEntity(entry: SyntheticEntry, index: number): string {
  return [
    '<ENTITY>',
    tag('DATAID', 6_950_000 + index),
    '<VERSIONNUM>1</VERSIONNUM>',
    tag('FIRST_NAME', entry.names.join(' ')),
    tag('UN_LIST_TYPE', entry.listType ?? 'Synthetic'),
    tag('REFERENCE_NUMBER', entry.ref),
    tag('LISTED_ON', entry.listedOn ?? '2020-01-15'),
    tag('COMMENTS1', entry.comments),
    '<LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>',
    ...(entry.aliases ?? []).map(
      (alias) => `<ENTITY_ALIAS>${tag('QUALITY', alias.quality ?? 'a.k.a.')}${tag('ALIAS_NAME', alias.name)}</ENTITY_ALIAS>`,
    ),
    '<ENTITY_ADDRESS><COUNTRY/></ENTITY_ADDRESS>',
    '</ENTITY>',
  ].join('');
}

/** The UN consolidated list's XML (CONSOLIDATED_LIST with INDIVIDUALS and ENTITIES), generated on `dateGenerated`. */
export function unListXml(entries: readonly SyntheticEntry[], dateGenerated = '2026-11-01T00:00:00.000Z'): string {
  const individuals = entries.filter((e) => e.kind === 'individual');
  const entities = entries.filter((e) => e.kind === 'entity');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://scsanctions.un.org/resources/xml/en/consolidated.xsd" dateGenerated="${dateGenerated}">`,
    `<INDIVIDUALS>${individuals.map(unIndividual).join('\n')}</INDIVIDUALS>`,
    `<ENTITIES>${entities.map(unEntity).join('\n')}</ENTITIES>`,
    '</CONSOLIDATED_LIST>',
  ].join('\n');
}

const csvCell = (value: string | number | undefined): string => {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: (string | number | undefined)[]): string => cells.map(csvCell).join(',');

/** dd/mm/yyyy in the Buddhist era (the AMLO list's usual form), or the year alone (B.E.). */
export function buddhistDate(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value + 543);
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${Number(y) + 543}`;
}

export type AmloRow = SyntheticEntry & { nameEn?: string };

/** The AMLO designated-persons list in our CSV layout (also the internal list's file); `era` picks the years' calendar. */
export function amloCsv(rows: readonly AmloRow[], options: { era?: 'BE' | 'CE'; eol?: string } = {}): string {
  const date = (value: string | number | undefined) =>
    options.era === 'CE'
      ? typeof value === 'string'
        ? value.split('-').reverse().join('/')
        : value === undefined
          ? ''
          : String(value)
      : buddhistDate(value);
  return [
    csvLine(['reference', 'kind', 'name_th', 'name_en', 'aliases', 'thai_id', 'passports', 'nationality', 'birth_date', 'listed_on']),
    ...rows.map((row) =>
      csvLine([
        row.ref,
        row.kind,
        row.nameTh,
        row.nameEn ?? row.names.join(' '),
        (row.aliases ?? []).map((a) => a.name).join(';'),
        row.thaiId,
        (row.passports ?? []).join(';'),
        row.nationality,
        date(row.birth),
        date(row.listedOn),
      ]),
    ),
  ].join(options.eol ?? '\r\n');
}

export type PepRow = {
  id: string;
  nameTh?: string;
  nameEn?: string;
  aliases?: string[];
  position?: string;
  country?: string;
  officeStart?: string;
  officeEnd?: string;
  relatedTo?: string;
  relation?: string;
  birth?: string | number;
  thaiId?: string;
};

/** The PEP list in our CSV layout: a PEP's row has a position and a country, a relative's links to the PEP. */
export function pepCsv(rows: readonly PepRow[]): string {
  const iso = (value: string | undefined) => (value ? value.split('-').reverse().join('/') : '');
  return [
    csvLine([
      'record_id',
      'name_th',
      'name_en',
      'aliases',
      'position',
      'country',
      'office_start',
      'office_end',
      'related_to',
      'relation',
      'birth_date',
      'thai_id',
    ]),
    ...rows.map((row) =>
      csvLine([
        row.id,
        row.nameTh,
        row.nameEn,
        (row.aliases ?? []).join(';'),
        row.position,
        row.country,
        iso(row.officeStart),
        iso(row.officeEnd),
        row.relatedTo,
        row.relation,
        typeof row.birth === 'number' ? row.birth : iso(row.birth),
        row.thaiId,
      ]),
    ),
  ].join('\n');
}

/** A small seeded generator (mulberry32): the same seed gives the same list on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SYLLABLES = [
  'ka',
  'ri',
  'mo',
  'ta',
  'le',
  'su',
  'na',
  'vo',
  'pe',
  'din',
  'ror',
  'sha',
  'ul',
  'bek',
  'zan',
  'mir',
  'tho',
  'gal',
  'fen',
  'yas',
];
const THAI_SYLLABLES = ['สม', 'ชาย', 'ศรี', 'วง', 'ทอง', 'ใจ', 'ดี', 'มณี', 'รัตน์', 'กิตติ', 'พร', 'สุข', 'ประ', 'เสริฐ', 'นาค'];
const COUNTRIES = ['TH', 'MM', 'LA', 'KH', 'VN', 'MY', 'SG', 'ID', 'PH', 'IR', 'KP', 'SY', 'AF', 'IQ', 'YE'];

/** The Thai ID check digit of 12 digits (the same rule as the portal's validator). */
export function thaiIdWithCheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (13 - i), 0);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
}

/**
 * `n` made-up entries, individuals and entities mixed, with aliases, birth dates, Thai names, Thai ID numbers and
 * passports on some: the same `seed` gives the same entries. References are `SYN-<seed>-<index>`.
 */
export function syntheticEntries(n: number, seed = 1): SyntheticEntry[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const word = (syllables: number) => {
    let text = '';
    for (let i = 0; i < syllables; i += 1) text += pick(SYLLABLES);
    return text.toUpperCase();
  };
  const thai = () => `${pick(THAI_SYLLABLES)}${pick(THAI_SYLLABLES)} ${pick(THAI_SYLLABLES)}${pick(THAI_SYLLABLES)}${pick(THAI_SYLLABLES)}`;
  const entries: SyntheticEntry[] = [];
  for (let i = 0; i < n; i += 1) {
    const entity = next() < 0.15;
    const ref = `SYN-${seed}-${i}`;
    if (entity) {
      entries.push({
        ref,
        kind: 'entity',
        names: [word(2), word(3), pick(['TRADING', 'HOLDINGS', 'LOGISTICS', 'GROUP']), pick(['CO LTD', 'LLC', 'LIMITED'])],
        aliases: next() < 0.5 ? [{ name: `${word(3)} ${pick(['EXPORT', 'SHIPPING'])}`, quality: 'a.k.a.' }] : [],
      });
      continue;
    }
    const year = 1940 + Math.floor(next() * 60);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const birth = next() < 0.7 ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : year;
    const nationality = pick(COUNTRIES);
    entries.push({
      ref,
      kind: 'individual',
      names: [word(2), word(2), ...(next() < 0.4 ? [word(3)] : [])],
      nameTh: nationality === 'TH' || next() < 0.2 ? thai() : undefined,
      aliases: [
        ...(next() < 0.5 ? [{ name: `${word(2)} ${word(3)}`, quality: 'Good' as const }] : []),
        ...(next() < 0.3 ? [{ name: word(2), quality: 'Low' as const }] : []),
      ],
      birth,
      nationality,
      thaiId:
        nationality === 'TH'
          ? thaiIdWithCheckDigit(String(1_000_000_000_000 + Math.floor(next() * 8_999_999_999_99)).slice(0, 12))
          : undefined,
      passports: next() < 0.6 ? [`${pick(['A', 'B', 'P', 'X'])}${String(Math.floor(next() * 100_000_000)).padStart(8, '0')}`] : [],
      listedOn: `20${10 + Math.floor(next() * 15)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
    });
  }
  return entries;
}
