import { jaroWinkler } from '@skyra/jaro-winkler';
import type { EntryKind, ListedBirth, MatchField, NameQuality, NameScript } from './screening';
import { distinctiveWords, normalizeDocumentNumber, normalizeName } from './screening-names';

/**
 * The score of an investor's facts against one watch-list entry (issue 30, deliver 2; decision 0030 explains it):
 *
 * 1. Identifiers first: a Thai ID or passport number equal to one of the entry's is a hit whatever the spelling of the
 *    name (score 1).
 * 2. Names: each investor name against each name of the entry, in the same script only (Thai in Thai script). Words are
 *    paired each at most once, best pairs first, by Jaro-Winkler similarity; a pair agrees at WORD_AGREEMENT or more.
 *    Generic words (CO, LTD, บริษัท...) are left out. At least two words must agree (a one-word name against a one-word
 *    name is the only exception). The name's score weighs each agreeing pair by its words' length.
 * 3. The alias's quality weighs the name's score (a low-quality alias counts less).
 * 4. A birth date or year that disagrees lowers the score; one that agrees raises it towards 1. Nationality agreeing is
 *    recorded, never scored (lists give it too unevenly).
 */

/** The threshold a score must reach to be a hit, unless the operator sets SCREENING_THRESHOLD. */
export const DEFAULT_SCREENING_THRESHOLD = 0.85;

/** Two words agree from this Jaro-Winkler similarity: one typo in a 6-letter word stays above it, two names do not. */
export const WORD_AGREEMENT = 0.88;

/** How much a name of each quality counts. */
export const QUALITY_WEIGHTS: Record<NameQuality, number> = { primary: 1, good: 0.95, low: 0.8 };

/** The share of the shorter name's coverage in the score (the rest is the longer name's). */
const SHORTER_SIDE_WEIGHT = 0.75;
/** A year of birth that disagrees with every year the entry gives multiplies the score by this. */
export const BIRTH_YEAR_DISAGREES = 0.8;
/** A year that agrees but a whole date that does not. */
export const BIRTH_DATE_DISAGREES = 0.9;
/** An agreeing date (year) takes this share of the way from the score to 1. */
const BIRTH_DATE_AGREES = 0.25;
const BIRTH_YEAR_AGREES = 0.1;

/** An investor's name; `normalized` and `script` when the caller normalised it once for many entries. */
export type ScreenedName = { text: string; kind: EntryKind; normalized?: string; script?: NameScript };

/** What we know of an investor that screening compares. */
export type InvestorFacts = {
  /** Person names (English and Thai) and, for a corporate investor, the company name and its directors. */
  names: ScreenedName[];
  thaiId?: string | null;
  passport?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
  /** ISO 3166 alpha-2 codes. */
  nationalities?: readonly string[];
};

/** An entry as scoring reads it; names carry their normalised form when the caller has it (watchlist_name). */
export type ScoredEntry = {
  kind: EntryKind;
  names: ReadonlyArray<{ text: string; script?: NameScript; normalized?: string; quality: NameQuality }>;
  documentNumbers: readonly string[];
  births: readonly ListedBirth[];
  nationalities: readonly string[];
};

export type EntryScore = {
  /** 0 to 1, four decimals. */
  score: number;
  fields: MatchField[];
  /** The entry's name that matched best, and the investor's. */
  matchedName: string | null;
  investorName: string | null;
};

type PreparedName = { text: string; script: NameScript; words: string[] };

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

function prepare(text: string, normalized?: string, script?: NameScript): PreparedName {
  const n = normalized !== undefined && script !== undefined ? { normalized, script } : normalizeName(text);
  return { text, script: n.script, words: distinctiveWords(n.normalized) };
}

/**
 * The similarity of two names of one script, 0 when fewer than two words agree. Pairs are taken best first, each word
 * once; each side's coverage is the length-weighted share of its words that agree, times their similarity.
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const pairs: Array<{ i: number; j: number; sim: number }> = [];
  for (let i = 0; i < a.length; i += 1) {
    for (let j = 0; j < b.length; j += 1) {
      const left = a[i] as string;
      const right = b[j] as string;
      const sim = left === right ? 1 : jaroWinkler(left, right);
      if (sim >= WORD_AGREEMENT) pairs.push({ i, j, sim });
    }
  }
  pairs.sort((x, y) => y.sim - x.sim || (b[y.j] as string).length - (b[x.j] as string).length);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let coveredA = 0;
  let coveredB = 0;
  let agreeing = 0;
  for (const pair of pairs) {
    if (usedA.has(pair.i) || usedB.has(pair.j)) continue;
    usedA.add(pair.i);
    usedB.add(pair.j);
    coveredA += pair.sim * (a[pair.i] as string).length;
    coveredB += pair.sim * (b[pair.j] as string).length;
    agreeing += 1;
  }
  const mononyms = a.length === 1 && b.length === 1;
  if (agreeing < 2 && !(mononyms && agreeing === 1)) return 0;
  const coverageA = coveredA / a.reduce((sum, word) => sum + word.length, 0);
  const coverageB = coveredB / b.reduce((sum, word) => sum + word.length, 0);
  const [shorter, longer] = a.length <= b.length ? [coverageA, coverageB] : [coverageB, coverageA];
  return SHORTER_SIDE_WEIGHT * shorter + (1 - SHORTER_SIDE_WEIGHT) * longer;
}

/**
 * Thai names are often written without a space between given and family name: when either side is one word, the
 * names are also compared whole, without spaces (a whole agreement stands for the two words it holds).
 */
function thaiSimilarity(a: readonly string[], b: readonly string[]): number {
  const byWords = nameSimilarity(a, b);
  if (a.length > 1 && b.length > 1) return byWords;
  const left = a.join('');
  const right = b.join('');
  if (left.length < 6 || right.length < 6) return byWords;
  const whole = left === right ? 1 : jaroWinkler(left, right);
  return Math.max(byWords, whole >= 0.95 ? whole : 0);
}

function birthEffect(birthDate: string, births: readonly ListedBirth[]): { factor: number; field: MatchField | null } {
  const year = Number(birthDate.slice(0, 4));
  if (births.some((b) => 'date' in b && b.date === birthDate)) return { factor: 1, field: 'birthDate' };
  const years = births.map((b) => ('date' in b ? Number(b.date.slice(0, 4)) : b.year));
  if (!years.includes(year)) return { factor: BIRTH_YEAR_DISAGREES, field: null };
  if (births.some((b) => 'date' in b && Number(b.date.slice(0, 4)) === year)) return { factor: BIRTH_DATE_DISAGREES, field: 'birthYear' };
  return { factor: 1, field: 'birthYear' };
}

/** The investor's facts against one entry. */
export function scoreEntry(facts: InvestorFacts, entry: ScoredEntry): EntryScore {
  const fields = new Set<MatchField>();
  const documents = new Set(entry.documentNumbers.map(normalizeDocumentNumber));
  const thaiId = facts.thaiId ? normalizeDocumentNumber(facts.thaiId) : '';
  const passport = facts.passport ? normalizeDocumentNumber(facts.passport) : '';
  if (thaiId && documents.has(thaiId)) fields.add('thaiId');
  if (passport && documents.has(passport)) fields.add('passport');
  const identified = fields.size > 0;

  const investorNames = facts.names
    .filter((n) => n.text.trim() !== '')
    .map((n) => ({ ...prepare(n.text, n.normalized, n.script), kind: n.kind }));
  const entryNames = entry.names.map((n) => ({ ...prepare(n.text, n.normalized, n.script), quality: n.quality }));
  let best = { score: 0, investor: null as (PreparedName & { kind: EntryKind }) | null, entry: null as (typeof entryNames)[number] | null };
  for (const mine of investorNames) {
    for (const theirs of entryNames) {
      if (mine.script !== theirs.script) continue;
      const similarity = mine.script === 'thai' ? thaiSimilarity(mine.words, theirs.words) : nameSimilarity(mine.words, theirs.words);
      const score = similarity * QUALITY_WEIGHTS[theirs.quality];
      if (score > best.score) best = { score, investor: mine, entry: theirs };
    }
  }

  let score = best.score;
  if (best.entry && best.investor) {
    fields.add(best.entry.script === 'thai' ? 'nameThai' : 'nameLatin');
    if (best.entry.quality !== 'primary') fields.add('alias');
  }
  // A birth date speaks of a person: it weighs a person's name against an individual entry only.
  const personMatch = best.investor?.kind !== 'entity' && entry.kind === 'individual';
  if (facts.birthDate && entry.births.length > 0 && (personMatch || identified)) {
    const effect = birthEffect(facts.birthDate, entry.births);
    if (effect.field) fields.add(effect.field);
    if (!identified) {
      if (effect.factor < 1) score *= effect.factor;
      else score += (1 - score) * (effect.field === 'birthDate' ? BIRTH_DATE_AGREES : BIRTH_YEAR_AGREES) * (score > 0 ? 1 : 0);
    }
  }
  if (facts.nationalities?.some((n) => entry.nationalities.includes(n))) fields.add('nationality');
  if (identified) score = 1;
  return {
    score: round4(score),
    fields: [...fields],
    matchedName: best.entry?.text ?? null,
    investorName: best.investor?.text ?? null,
  };
}

/** The facts with each name normalised once, for scoring against many entries. */
export const withNormalizedNames = (facts: InvestorFacts): InvestorFacts => ({
  ...facts,
  names: facts.names.map((n) => ({ ...n, ...normalizeName(n.text) })),
});

/** Whether a score is a potential match at this threshold. */
export const isHit = (result: Pick<EntryScore, 'score'>, threshold: number = DEFAULT_SCREENING_THRESHOLD): boolean =>
  result.score >= threshold;
