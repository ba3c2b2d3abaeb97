import { createHash } from 'node:crypto';
import type { EntryKind, ListedBirth, NameQuality, WatchList, WatchlistName } from '@ico/domain/screening';
import { normalizeDocumentNumber, normalizeName } from '@ico/domain/screening-names';
import { decodeStatement, StatementError } from '@ico/domain/statement-formats';
import {
  AMLO_COLUMNS,
  AMLO_REQUIRED_COLUMNS,
  CELL_SEPARATOR,
  countryCodeOf,
  PEP_COLUMNS,
  PEP_RELATIONS,
  PEP_REQUIRED_COLUMNS,
  type PepRelation,
  WATCHLIST_MAX_BYTES,
  type WatchlistProblem,
} from '@ico/domain/watchlists';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The list files (docs/watchlists.md) -> the entries of a release. Each reader refuses the whole file at its first
 * fault, naming the line (CSV) or the element (XML) and the problem; nothing is read half.
 */

/** One person or entity as a list file gives it, in the form stored in watchlist_entry. */
export type ListEntry = {
  ref: string;
  kind: EntryKind;
  name: string;
  names: WatchlistName[];
  documentNumbers: string[];
  births: ListedBirth[];
  nationalities: string[];
  details: Record<string, unknown>;
};

export type ListFile = { entries: ListEntry[]; publishedAt: string | null };

export class WatchlistFileError extends Error {
  constructor(readonly problem: WatchlistProblem) {
    super(`${problem.code} at ${problem.at}`);
    this.name = 'WatchlistFileError';
  }
}

const refuse = (problem: WatchlistProblem): never => {
  throw new WatchlistFileError(problem);
};

/** The hash that tells a changed entry from an unchanged one: everything the entry says, in a fixed order. */
export function entryHash(entry: ListEntry): string {
  return createHash('sha256')
    .update(JSON.stringify([entry.kind, entry.name, entry.names, entry.documentNumbers, entry.births, entry.nationalities, entry.details]))
    .digest('hex');
}

/** Names with their script, each normalised form and quality once (the entry's own names before its aliases). */
function namesOf(candidates: readonly { text: string | undefined; quality: NameQuality }[]): WatchlistName[] {
  const seen = new Set<string>();
  const names: WatchlistName[] = [];
  for (const { text, quality } of candidates) {
    const clean = text?.trim().replace(/\s+/g, ' ');
    if (!clean) continue;
    const { normalized, script } = normalizeName(clean);
    if (!normalized || seen.has(`${normalized}|${quality}`)) continue;
    seen.add(`${normalized}|${quality}`);
    names.push({ text: clean, script, quality });
  }
  return names;
}

const unique = (values: readonly string[]): string[] => [...new Set(values.filter((v) => v !== ''))];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A calendar date that exists, as yyyy-mm-dd; null otherwise. */
function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Years above 2400 are Buddhist era (B.E. = C.E. + 543), as Thai lists write them. */
const gregorian = (year: number): number => (year > 2400 ? year - 543 : year);

/**
 * A date cell: dd/mm/yyyy (Gregorian or Buddhist era) or yyyy-mm-dd; with `yearAlone` also yyyy (a birth year the list
 * knows without the day). Empty: null. Anything else refuses the file.
 */
function readDate(cell: string, at: string, field: string, yearAlone = false): ListedBirth | null {
  const text = cell.trim();
  if (!text) return null;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const year = /^(\d{4})$/.exec(text);
  let date: string | null = null;
  if (dmy) date = isoDate(gregorian(Number(dmy[3])), Number(dmy[2]), Number(dmy[1]));
  else if (ymd) date = isoDate(gregorian(Number(ymd[1])), Number(ymd[2]), Number(ymd[3]));
  else if (year && yearAlone) {
    const value = gregorian(Number(year[1]));
    if (value >= 1850 && value <= 2100) return { year: value };
  }
  if (!date || date < '1850-01-01' || date > '2100-12-31') return refuse({ code: 'badDate', at, field });
  return { date };
}

const dateText = (birth: ListedBirth | null): string | null => (birth && 'date' in birth ? birth.date : null);

// ---------------------------------------------------------------------------------------------------------------
// The UN Security Council consolidated list (XML)

const UN_ARRAYS = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT',
  'VALUE',
]);

type XmlNode = Record<string, unknown>;

/** An element's text ('' when absent or empty); an element that is not text (children where text belongs) is a fault. */
function text(node: XmlNode | undefined, name: string, at: string): string {
  const value = node?.[name];
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && Object.keys(value as object).every((key) => key.startsWith('@_'))) return '';
  return refuse({ code: 'badValue', at, field: name });
}

function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (value === undefined || value === '' || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((child) => (typeof child === 'object' && child !== null ? (child as XmlNode) : {}));
}

/** UN alias qualities: "Good" and "a.k.a." are good, "f.k.a." a former name (good), "Low" and anything else low. */
function aliasQuality(quality: string): NameQuality {
  const q = quality.trim().toLowerCase();
  return q === 'good' || q === 'a.k.a.' || q === 'f.k.a.' ? 'good' : 'low';
}

function unBirths(node: XmlNode, at: string): { births: ListedBirth[]; notes: Record<string, string>[] } {
  const births: ListedBirth[] = [];
  const notes: Record<string, string>[] = [];
  for (const [i, dob] of children(node, 'INDIVIDUAL_DATE_OF_BIRTH').entries()) {
    const where = `${at}/INDIVIDUAL_DATE_OF_BIRTH[${i + 1}]`;
    const type = text(dob, 'TYPE_OF_DATE', where);
    const date = text(dob, 'DATE', where);
    const year = text(dob, 'YEAR', where);
    const from = text(dob, 'FROM_YEAR', where);
    const to = text(dob, 'TO_YEAR', where);
    if (date) {
      const birth = readDate(date.slice(0, 10), where, 'DATE');
      if (birth) births.push(birth);
    } else if (year) {
      const birth = readDate(year, where, 'YEAR', true);
      if (birth) births.push(birth);
    } else if (from || to) {
      const first = readDate(from, where, 'FROM_YEAR', true);
      const last = readDate(to || from, where, 'TO_YEAR', true);
      if (!first || !last || !('year' in first) || !('year' in last) || last.year < first.year)
        refuse({ code: 'badDate', at: where, field: 'TO_YEAR' });
      // A range of years is every year of it: a birth year inside the range agrees.
      else for (let y = first.year; y <= last.year && y - first.year <= 30; y += 1) births.push({ year: y });
    } else continue;
    notes.push(Object.fromEntries(Object.entries({ type, date, year, from, to }).filter(([, v]) => v)));
  }
  return { births, notes };
}

function unEntry(node: XmlNode, kind: EntryKind, at: string): ListEntry {
  const dataId = text(node, 'DATAID', at);
  const reference = text(node, 'REFERENCE_NUMBER', at);
  if (!dataId && !reference) return refuse({ code: 'missingValue', at, field: 'REFERENCE_NUMBER' });
  const where = `${at} (${reference || `DATAID ${dataId}`})`;
  const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((name) => text(node, name, where)).filter(Boolean);
  if (parts.length === 0) return refuse({ code: 'missingValue', at: where, field: 'FIRST_NAME' });
  const name = parts.join(' ');
  const aliasElement = kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS';
  const aliases = children(node, aliasElement).map((alias, i) => {
    const whereAlias = `${where}/${aliasElement}[${i + 1}]`;
    return { text: text(alias, 'ALIAS_NAME', whereAlias), qualityText: text(alias, 'QUALITY', whereAlias) };
  });
  const originalScript = text(node, 'NAME_ORIGINAL_SCRIPT', where);
  const documents = children(node, 'INDIVIDUAL_DOCUMENT').flatMap((doc, i) => {
    const whereDoc = `${where}/INDIVIDUAL_DOCUMENT[${i + 1}]`;
    const number = text(doc, 'NUMBER', whereDoc);
    return number ? [{ type: text(doc, 'TYPE_OF_DOCUMENT', whereDoc), number, country: text(doc, 'ISSUING_COUNTRY', whereDoc) }] : [];
  });
  const nationalities = children(node, 'NATIONALITY').flatMap((nationality) =>
    [nationality.VALUE ?? []].flat().map((value) => (typeof value === 'string' ? value : '')),
  );
  const { births, notes } = kind === 'individual' ? unBirths(node, where) : { births: [], notes: [] };
  const listedOn = text(node, 'LISTED_ON', where);
  if (listedOn) readDate(listedOn.slice(0, 10), where, 'LISTED_ON');
  return {
    ref: reference || `DATAID ${dataId}`,
    kind,
    name,
    names: namesOf([
      { text: name, quality: 'primary' },
      { text: originalScript, quality: 'primary' },
      ...aliases.map((alias) => ({ text: alias.text, quality: aliasQuality(alias.qualityText) })),
    ]),
    documentNumbers: unique(documents.map((d) => normalizeDocumentNumber(d.number))),
    births,
    nationalities: unique(nationalities.map((n) => (n.trim() ? countryCodeOf(n) : ''))),
    details: {
      dataId: dataId || null,
      listType: text(node, 'UN_LIST_TYPE', where) || null,
      listedOn: listedOn ? listedOn.slice(0, 10) : null,
      aliases: aliases.filter((a) => a.text).map((a) => ({ name: a.text, quality: a.qualityText })),
      documents,
      birthDates: notes,
      comments: text(node, 'COMMENTS1', where) || null,
    },
  };
}

/** The UN Security Council consolidated list as published (https://scsanctions.un.org/resources/xml/en/consolidated.xml). */
export function readUnList(bytes: Uint8Array): ListFile {
  if (bytes.length > WATCHLIST_MAX_BYTES) refuse({ code: 'tooLarge', at: 'file' });
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse({ code: 'encoding', at: 'file' });
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return refuse({ code: 'notXml', at: `line ${valid.err.line}, column ${valid.err.col}`, field: valid.err.msg });
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => UN_ARRAYS.has(name),
  });
  const document = parser.parse(xml) as XmlNode;
  const root = document.CONSOLIDATED_LIST as XmlNode | undefined;
  if (!root || typeof root !== 'object') return refuse({ code: 'notUnList', at: 'root' });
  const individuals = children(children(root, 'INDIVIDUALS')[0], 'INDIVIDUAL');
  const entities = children(children(root, 'ENTITIES')[0], 'ENTITY');
  const entries = [
    ...individuals.map((node, i) => unEntry(node, 'individual', `INDIVIDUALS/INDIVIDUAL[${i + 1}]`)),
    ...entities.map((node, i) => unEntry(node, 'entity', `ENTITIES/ENTITY[${i + 1}]`)),
  ];
  checkUnique(entries, (entry) => entry.ref);
  if (entries.length === 0) refuse({ code: 'noEntries', at: 'CONSOLIDATED_LIST' });
  const generated = root['@_dateGenerated'];
  return { entries, publishedAt: typeof generated === 'string' && generated ? generated : null };
}

function checkUnique(entries: readonly ListEntry[], at: (entry: ListEntry, index: number) => string): void {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.ref)) refuse({ code: 'duplicateReference', at: at(entry, index), field: entry.ref });
    seen.add(entry.ref);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Our CSV layouts (AMLO designated persons, the internal list, PEPs)

type CsvRow = { line: number; cells: Record<string, string> };

/** Bytes (UTF-8 with or without BOM, or TIS-620) -> rows keyed by the title row's column names. */
function readCsv(bytes: Uint8Array, columns: readonly string[], required: readonly string[]): CsvRow[] {
  if (bytes.length > WATCHLIST_MAX_BYTES) refuse({ code: 'tooLarge', at: 'file' });
  let text: string;
  try {
    text = decodeStatement(bytes).text;
  } catch (error) {
    if (error instanceof StatementError && error.problem.code === 'STATEMENT_ENCODING') return refuse({ code: 'encoding', at: 'file' });
    return refuse({ code: 'notCsv', at: 'file' });
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
      max_record_size: 100_000,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return refuse({ code: 'notCsv', at: `line ${(error as { lines?: number }).lines ?? 1}` });
  }
  const rows = records.map((r) => ({
    cells: r.record,
    line: r.info.lines - (r.record.join('').match(/\n/g)?.length ?? 0),
  }));
  const titleIndex = rows.findIndex((row) => row.cells.some((cell) => cell.trim() !== ''));
  const titleRow = rows[titleIndex];
  if (!titleRow) return refuse({ code: 'noEntries', at: 'file' });
  const titles = titleRow.cells.map((cell) => cell.trim().toLowerCase());
  for (const title of titles)
    if (title && !columns.includes(title)) refuse({ code: 'badValue', at: `line ${titleRow.line}`, field: `column "${title}"` });
  for (const column of required)
    if (!titles.includes(column)) refuse({ code: 'missingColumn', at: `line ${titleRow.line}`, field: column });
  return rows.slice(titleIndex + 1).flatMap((row) => {
    if (row.cells.every((cell) => cell.trim() === '')) return [];
    if (row.cells.length > titles.length && row.cells.slice(titles.length).some((cell) => cell.trim() !== ''))
      return refuse({ code: 'badValue', at: `line ${row.line}`, field: 'more cells than columns' });
    const cells: Record<string, string> = {};
    titles.forEach((title, i) => {
      if (title) cells[title] = (row.cells[i] ?? '').trim();
    });
    return [{ line: row.line, cells }];
  });
}

const split = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(CELL_SEPARATOR)
    .map((v) => v.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

function thaiIdOf(cell: string | undefined, at: string): string {
  const id = normalizeDocumentNumber(cell ?? '');
  if (id && !/^\d{13}$/.test(id)) refuse({ code: 'badValue', at, field: 'thai_id' });
  return id;
}

const displayName = (nameTh: string, nameEn: string): string => (nameTh && nameEn ? `${nameTh} (${nameEn})` : nameTh || nameEn);

/** The facts of an AMLO-layout entry (the AMLO file, the internal list's file and its editor). */
export type AmloFacts = {
  ref: string;
  kind: EntryKind;
  nameTh: string;
  nameEn: string;
  aliases: string[];
  thaiId: string;
  passports: string[];
  nationalities: string[];
  birth: ListedBirth | null;
  listedOn: string | null;
  /** The internal list's note on why the entry is listed. */
  note?: string;
};

/** An AMLO-layout entry as stored: Thai and English names (primary), aliases (good), Thai ID and passports. */
export function amloEntry(facts: AmloFacts): ListEntry {
  const thaiId = normalizeDocumentNumber(facts.thaiId);
  return {
    ref: facts.ref,
    kind: facts.kind,
    name: displayName(facts.nameTh, facts.nameEn),
    names: namesOf([
      { text: facts.nameTh, quality: 'primary' },
      { text: facts.nameEn, quality: 'primary' },
      ...facts.aliases.map((alias) => ({ text: alias, quality: 'good' as const })),
    ]),
    documentNumbers: unique([thaiId, ...facts.passports.map(normalizeDocumentNumber)]),
    births: facts.birth ? [facts.birth] : [],
    nationalities: unique(facts.nationalities.map(countryCodeOf)),
    details: {
      nameTh: facts.nameTh || null,
      nameEn: facts.nameEn || null,
      aliases: facts.aliases,
      thaiId: thaiId || null,
      passports: facts.passports,
      listedOn: facts.listedOn,
      ...(facts.note ? { note: facts.note } : {}),
    },
  };
}

/** The AMLO designated-persons list in our CSV layout; the internal list's file has the same layout. */
export function readAmloCsv(bytes: Uint8Array): ListFile {
  const rows = readCsv(bytes, AMLO_COLUMNS, AMLO_REQUIRED_COLUMNS);
  const entries = rows.map(({ line, cells }) => {
    const at = `line ${line}`;
    const ref = cells.reference ?? '';
    if (!ref) return refuse({ code: 'missingValue', at, field: 'reference' });
    const kind = (cells.kind ?? '').toLowerCase();
    if (kind !== 'individual' && kind !== 'entity') return refuse({ code: 'badKind', at, field: 'kind' });
    const nameTh = cells.name_th ?? '';
    const nameEn = cells.name_en ?? '';
    if (!nameTh && !nameEn) return refuse({ code: 'missingValue', at, field: 'name_th or name_en' });
    return amloEntry({
      ref,
      kind,
      nameTh,
      nameEn,
      aliases: split(cells.aliases),
      thaiId: thaiIdOf(cells.thai_id, at),
      passports: split(cells.passports),
      nationalities: split(cells.nationality),
      birth: readDate(cells.birth_date ?? '', at, 'birth_date', true),
      listedOn: dateText(readDate(cells.listed_on ?? '', at, 'listed_on')),
    });
  });
  checkUnique(entries, (_entry, index) => `line ${rows[index]?.line}`);
  if (entries.length === 0) refuse({ code: 'noEntries', at: 'file' });
  return { entries, publishedAt: null };
}

/** The politically-exposed-persons list in our CSV layout: PEPs, and their relatives and close associates. */
export function readPepCsv(bytes: Uint8Array): ListFile {
  const rows = readCsv(bytes, PEP_COLUMNS, PEP_REQUIRED_COLUMNS);
  const ids = new Set(rows.map((row) => row.cells.record_id ?? ''));
  const entries = rows.map(({ line, cells }) => {
    const at = `line ${line}`;
    const ref = cells.record_id ?? '';
    if (!ref) return refuse({ code: 'missingValue', at, field: 'record_id' });
    const nameTh = cells.name_th ?? '';
    const nameEn = cells.name_en ?? '';
    if (!nameTh && !nameEn) return refuse({ code: 'missingValue', at, field: 'name_th or name_en' });
    const relatedTo = cells.related_to ?? '';
    const relation = (cells.relation ?? '').toLowerCase().replace(/[\s-]+/g, '_');
    const position = cells.position ?? '';
    const country = cells.country ?? '';
    if (relatedTo) {
      if (!(PEP_RELATIONS as readonly string[]).includes(relation)) refuse({ code: 'badRelation', at, field: 'relation' });
      if (relatedTo === ref || !ids.has(relatedTo)) refuse({ code: 'unknownRelated', at, field: 'related_to' });
    } else {
      if (relation) refuse({ code: 'missingValue', at, field: 'related_to' });
      if (!position) refuse({ code: 'missingValue', at, field: 'position' });
      if (!country) refuse({ code: 'missingValue', at, field: 'country' });
    }
    const officeStart = readDate(cells.office_start ?? '', at, 'office_start');
    const officeEnd = readDate(cells.office_end ?? '', at, 'office_end');
    const start = dateText(officeStart);
    const end = dateText(officeEnd);
    if (start && end && end < start) refuse({ code: 'badDate', at, field: 'office_end' });
    const birth = readDate(cells.birth_date ?? '', at, 'birth_date', true);
    const thaiId = thaiIdOf(cells.thai_id, at);
    const aliases = split(cells.aliases);
    return {
      ref,
      kind: 'individual',
      name: displayName(nameTh, nameEn),
      names: namesOf([
        { text: nameTh, quality: 'primary' },
        { text: nameEn, quality: 'primary' },
        ...aliases.map((alias) => ({ text: alias, quality: 'good' as const })),
      ]),
      documentNumbers: unique([thaiId]),
      births: birth ? [birth] : [],
      nationalities: [],
      details: {
        nameTh: nameTh || null,
        nameEn: nameEn || null,
        aliases,
        thaiId: thaiId || null,
        position: position || null,
        country: country ? countryCodeOf(country) : null,
        officeStart: start,
        officeEnd: end,
        relatedTo: relatedTo || null,
        relation: relatedTo ? (relation as PepRelation) : null,
      },
    } satisfies ListEntry;
  });
  checkUnique(entries, (_entry, index) => `line ${rows[index]?.line}`);
  if (entries.length === 0) refuse({ code: 'noEntries', at: 'file' });
  return { entries, publishedAt: null };
}

/** The reader of each list's file. */
export const LIST_READERS: Record<WatchList, (bytes: Uint8Array) => ListFile> = {
  un: readUnList,
  amlo: readAmloCsv,
  pep: readPepCsv,
  internal: readAmloCsv,
};
