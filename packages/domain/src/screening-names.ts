import type { NameScript } from './screening';

/**
 * Names as screening compares them (issue 30, deliver 2). The same normalisation runs on the lists' names (the importer
 * stores `normalized` in watchlist_name, where the trigram index finds candidates) and on the investor's names, so both
 * sides are compared in one form. Thai names stay in Thai script: romanising them would lose what distinguishes them
 * (several Thai spellings share one romanisation and one Thai name has many romanisations).
 */

/** Thai titles dropped from the front of a name, longest first so that นางสาว is not read as นาง + สาว. */
export const THAI_TITLES = [
  'เด็กหญิง',
  'เด็กชาย',
  'นางสาว',
  'ว่าที่ร.ต.',
  'พล.ต.อ.',
  'พล.ต.ท.',
  'พล.ต.ต.',
  'พล.อ.',
  'พล.ท.',
  'พล.ต.',
  'ม.ร.ว.',
  'ม.ล.',
  'น.ส.',
  'ด.ช.',
  'ด.ญ.',
  'ดร.',
  'นาย',
  'นาง',
  'คุณ',
] as const;

/** Latin titles and honorifics: never a part of the name compared. */
export const LATIN_TITLES = ['MR', 'MRS', 'MS', 'MISS', 'DR', 'PROF', 'SIR', 'HAJI', 'HAJJI', 'SHEIKH', 'MOULANA', 'MAULANA'] as const;

/**
 * Words that say what kind of body a name is, not which one: they never count as agreeing words, so two companies that
 * share only "CO LTD" (or "บริษัท จำกัด") are not a match. Kept as data; the operator's list may grow it.
 */
export const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set([
  'A',
  'AND',
  'OF',
  'THE',
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'INC',
  'INCORPORATED',
  'LTD',
  'LIMITED',
  'LLC',
  'LLP',
  'LP',
  'PLC',
  'PCL',
  'PUBLIC',
  'PTE',
  'PTY',
  'GMBH',
  'AG',
  'SA',
  'SAS',
  'SARL',
  'BV',
  'NV',
  'SPA',
  'JSC',
  'OOO',
  'ZAO',
  'OAO',
  'GROUP',
  'HOLDING',
  'HOLDINGS',
  'PART',
  'PARTNERSHIP',
  ...LATIN_TITLES,
  'บริษัท',
  'จำกัด',
  'มหาชน',
  'ห้างหุ้นส่วน',
  'ห้างหุ้นส่วนจำกัด',
  'สามัญ',
  'นิติบุคคล',
]);

/** Thai words of a company's form that are often written glued to the name ("บริษัทสยามจำกัด"): cut out as words. */
const THAI_COMPANY_WORDS = ['ห้างหุ้นส่วนจำกัด', 'ห้างหุ้นส่วน', 'นิติบุคคล', 'บริษัท', 'จำกัด', 'มหาชน'] as const;

const THAI_LETTER = /[\u0E00-\u0E7F]/;
/** Zero-width characters Thai text carries between words or by accident of the keyboard. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Letters that do not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = {
  ß: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

export type NormalizedName = { normalized: string; script: NameScript };

const words = (text: string): string[] => text.split(' ').filter((word) => word !== '');

function normalizeThai(text: string): string {
  let rest = text
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
  // A title may stand alone or be glued to the given name (นายสมชาย); a second title after a first is dropped too.
  for (let round = 0; round < 2; round += 1) {
    const title = THAI_TITLES.find((t) => rest.startsWith(t) && rest.length > t.length);
    if (!title) break;
    rest = rest.slice(title.length).trim();
  }
  for (const word of THAI_COMPANY_WORDS) rest = rest.split(word).join(` ${word} `);
  // Punctuation and brackets ("(มหาชน)") become spaces; Thai letters, marks, digits and Latin letters stay.
  rest = rest.replace(/[^\u0E00-\u0E7F\p{L}\p{N}]+/gu, ' ');
  return words(rest.toUpperCase()).join(' ');
}

function normalizeLatin(text: string): string {
  const folded = [...text.normalize('NFKD')].map((c) => FOLDED[c] ?? c).join('');
  const plain = folded
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    // An apostrophe joins (O'BRIEN, D'ALMEIDA are written both ways; joined is the form both reach).
    .replace(/['’`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return words(plain)
    .filter((word, index, all) => !(index === 0 && all.length > 1 && (LATIN_TITLES as readonly string[]).includes(word)))
    .join(' ');
}

/**
 * A name in the form screening compares: Thai script when it has Thai letters (titles such as นาย, นาง, นางสาว, น.ส.,
 * ด.ช., ด.ญ. dropped, spacing normalised), else Latin (upper case, diacritics removed, punctuation to spaces, a leading
 * title dropped). Words are separated by one space.
 */
export function normalizeName(text: string): NormalizedName {
  if (THAI_LETTER.test(text)) return { normalized: normalizeThai(text), script: 'thai' };
  return { normalized: normalizeLatin(text), script: 'latin' };
}

/** The words of a normalised name that can identify someone: generic words (CO, LTD, บริษัท...) left out. */
export const distinctiveWords = (normalized: string): string[] => words(normalized).filter((word) => !GENERIC_NAME_WORDS.has(word));

/** Identity document numbers in the lists' stored form: upper case, letters and digits only ('AB 123-456' -> 'AB123456'). */
export const normalizeDocumentNumber = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
