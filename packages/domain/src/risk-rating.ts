import type { AnnualIncome, FinanceAssets, Individual, Occupation } from './options';

/**
 * The investor's money-laundering risk (issue 30, PRODUCT.md section 8; decision 0030). Every rule below reads one
 * fact we hold and, when it applies, adds a reason carrying its own level; the investor's level is the highest of
 * their reasons, low when none applies. The rules are data (this table and the lists it reads), so a change of policy
 * is a reviewed change of this file, and the back office shows each reason.
 *
 * | rule                          | fact                                                              | level  |
 * |-------------------------------|-------------------------------------------------------------------|--------|
 * | pep                           | an open or confirmed hit on the PEP list naming the person        | high   |
 * | pepRelativeOrAssociate        | ... naming a relative or close associate of a PEP                 | high   |
 * | occupation                    | OCCUPATION_RISK of the declared occupation (high or medium)       | as map |
 * | countryCallForAction          | nationality or residence on FATF's "call for action" list         | high   |
 * | countryIncreasedMonitoring    | nationality or residence under FATF's "increased monitoring"      | medium |
 * | reservedBeyondMeans           | amounts reserved above declared income + assets (upper bounds)    | high   |
 * | reservedLargeShareOfMeans     | amounts reserved above half of declared income + assets           | medium |
 * | corporate                     | a juristic person (ownership and control behind it)               | medium |
 * | openScreeningCase             | a screening case (other lists) not yet decided                     | medium |
 * | confirmedMatch                | a screening case (other lists) decided a true match: frozen        | high   |
 */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_RULES = [
  'pep',
  'pepRelativeOrAssociate',
  'occupation',
  'countryCallForAction',
  'countryIncreasedMonitoring',
  'reservedBeyondMeans',
  'reservedLargeShareOfMeans',
  'corporate',
  'openScreeningCase',
  'confirmedMatch',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** One reason of a rating: the rule, the level it adds and the fact it read (an occupation, a country code, an amount). */
export type RiskReason = { rule: RiskRule; level: RiskLevel; detail?: string };

/**
 * Risk per occupation of the detail form (options.ts OCCUPATION_OPTIONS). High: the cash-intensive and regulated trades
 * AMLO and FATF name (casino or gambling, arms, precious stones and gold, currency exchange, non-bank money transfer,
 * second-hand or pawn trading) and politicians. Medium: entertainment venues and employment agents (cash and
 * trafficking typologies) and foundations (FATF Recommendation 8, non-profit organisations). Every other occupation is
 * low. Typed over every option value, so a new occupation cannot be added without its risk.
 */
export const OCCUPATION_RISK: Record<Occupation, RiskLevel> = {
  EMPLOYEE: 'low',
  BUSINESS_OWNER: 'low',
  CIVIL_SERVANT: 'low',
  FREELANCE: 'low',
  STUDENT: 'low',
  STATE_ENTERPRISE: 'low',
  ONLINE_BUSINESS: 'low',
  INDEPENDENT_INVESTOR: 'low',
  HOMEMAKER: 'low',
  CLEANING_STAFF: 'low',
  RETIRED: 'low',
  UNEMPLOYED: 'low',
  POLITICIAN: 'high',
  SECOND_HAND_PAWN: 'high',
  GEMS_GOLD: 'high',
  CURRENCY_EXCHANGE: 'high',
  CASINO_GAMBLING: 'high',
  ENTERTAINMENT_VENUE: 'medium',
  ARMS_TRADE: 'high',
  EMPLOYMENT_AGENT: 'medium',
  TRAVEL_TOUR: 'low',
  FARMER: 'low',
  FISHERMAN: 'low',
  NON_BANK_TRANSFER: 'high',
  OTHER: 'low',
  FOUNDATION: 'medium',
  BANK_FINANCE: 'low',
  ASSET_MANAGEMENT: 'low',
  DERIVATIVES: 'low',
  STOCK_EXCHANGE: 'low',
  INSURANCE: 'low',
  FUND_MANAGER: 'low',
  MUTUAL_FUND: 'low',
  LISTED_COMPANY: 'low',
};

/** FATF's two public lists, as the operator's country table holds them. */
export const COUNTRY_RISK_CATEGORIES = ['callForAction', 'increasedMonitoring'] as const;
export type CountryRiskCategory = (typeof COUNTRY_RISK_CATEGORIES)[number];

/**
 * The seed of the country table: FATF, "High-risk jurisdictions subject to a call for action" and "Jurisdictions under
 * increased monitoring", both published 13 June 2025. Compliance keeps the table current in the back office after each
 * FATF plenary (February, June, October); this seed is only the first content.
 */
export const FATF_PUBLICATION_DATE = '2025-06-13';
export const FATF_SEED: Readonly<Record<CountryRiskCategory, readonly string[]>> = {
  callForAction: ['KP', 'IR', 'MM'],
  increasedMonitoring: [
    'DZ',
    'AO',
    'BO',
    'BG',
    'BF',
    'CM',
    'CI',
    'CD',
    'HT',
    'KE',
    'LA',
    'LB',
    'MC',
    'MZ',
    'NA',
    'NP',
    'NG',
    'ZA',
    'SS',
    'SY',
    'VE',
    'VN',
    'VG',
    'YE',
  ],
};

/** The upper bound of each declared range in Baht; the open top range has none (null). */
export const ANNUAL_INCOME_CEILING: Record<AnnualIncome, number | null> = {
  UP_TO_300K: 300_000,
  '300K_1M': 1_000_000,
  '1M_2M': 2_000_000,
  '2M_10M': 10_000_000,
  ABOVE_10M: null,
};
export const FINANCE_ASSETS_CEILING: Record<FinanceAssets, number | null> = {
  UP_TO_100K: 100_000,
  '100K_1M': 1_000_000,
  '1M_2M': 2_000_000,
  '2M_10M': 10_000_000,
  '10M_50M': 50_000_000,
  ABOVE_50M: null,
};

/** What the PEP list says of the investor: the person is a PEP, or a relative or close associate of one. */
export type PepLink = 'self' | 'relativeOrAssociate';

/** The facts a rating reads. Absent facts (no detail information yet) add no reason. */
export type RiskFacts = {
  individual: Individual;
  /** Links of the PEP hits whose case is open or confirmed a true match. */
  pepLinks: readonly PepLink[];
  occupation?: Occupation | null;
  /** ISO 3166-1 alpha-2 codes of nationality and residence (and a foreign investor's home country). */
  countries: readonly string[];
  /** The operator's country table: code to category. */
  countryList: ReadonlyMap<string, CountryRiskCategory>;
  annualIncome?: AnnualIncome | null;
  financeAssets?: FinanceAssets | null;
  /** Baht reserved and not refunded or cancelled, over every offering. */
  reservedTotal: number;
  /** Screening cases on other lists than PEP that are open (OPEN or PROPOSED). */
  openScreeningCases: number;
  /** Screening cases on other lists than PEP that two officers decided a true match (the account is frozen). */
  confirmedMatches: number;
};

export type RiskRating = { level: RiskLevel; reasons: RiskReason[] };

const RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };
export const higherRisk = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[a] >= RANK[b] ? a : b);

/** Declared income plus assets, by their upper bounds; null when either is the open top range or not declared. */
function declaredMeans(facts: RiskFacts): number | null {
  if (!facts.annualIncome || !facts.financeAssets) return null;
  const income = ANNUAL_INCOME_CEILING[facts.annualIncome];
  const assets = FINANCE_ASSETS_CEILING[facts.financeAssets];
  return income === null || assets === null ? null : income + assets;
}

/** The rating of one investor by the table above. */
export function rateRisk(facts: RiskFacts): RiskRating {
  const reasons: RiskReason[] = [];
  if (facts.pepLinks.includes('self')) reasons.push({ rule: 'pep', level: 'high' });
  if (facts.pepLinks.includes('relativeOrAssociate')) reasons.push({ rule: 'pepRelativeOrAssociate', level: 'high' });
  if (facts.occupation) {
    const level = OCCUPATION_RISK[facts.occupation];
    if (level !== 'low') reasons.push({ rule: 'occupation', level, detail: facts.occupation });
  }
  for (const country of [...new Set(facts.countries.map((c) => c.toUpperCase()))]) {
    const category = facts.countryList.get(country);
    if (category === 'callForAction') reasons.push({ rule: 'countryCallForAction', level: 'high', detail: country });
    if (category === 'increasedMonitoring') reasons.push({ rule: 'countryIncreasedMonitoring', level: 'medium', detail: country });
  }
  const means = declaredMeans(facts);
  if (means !== null && facts.reservedTotal > means) {
    reasons.push({ rule: 'reservedBeyondMeans', level: 'high', detail: String(facts.reservedTotal) });
  } else if (means !== null && facts.reservedTotal > means / 2) {
    reasons.push({ rule: 'reservedLargeShareOfMeans', level: 'medium', detail: String(facts.reservedTotal) });
  }
  if (facts.individual === 'corporate') reasons.push({ rule: 'corporate', level: 'medium' });
  if (facts.openScreeningCases > 0) reasons.push({ rule: 'openScreeningCase', level: 'medium', detail: String(facts.openScreeningCases) });
  if (facts.confirmedMatches > 0) reasons.push({ rule: 'confirmedMatch', level: 'high', detail: String(facts.confirmedMatches) });
  return { level: reasons.reduce<RiskLevel>((level, reason) => higherRisk(level, reason.level), 'low'), reasons };
}

/** A high-risk investor reaches the retail level only after enhanced due diligence approved by a senior role. */
export const needsEnhancedDueDiligence = (level: RiskLevel | null | undefined): boolean => level === 'high';

/**
 * Periodic review by level (AMLO's ongoing due diligence, closer for higher risk): high every year, medium every
 * 2 years, low every 3 years, counted from the last review (the first rating, an EDD approval or a review staff
 * recorded).
 */
export const RISK_REVIEW_MONTHS: Record<RiskLevel, number> = { high: 12, medium: 24, low: 36 };

/** The date the next review is due, `RISK_REVIEW_MONTHS` after the last review (calendar months, UTC). */
export function reviewDueAt(level: RiskLevel, lastReviewedAt: Date): Date {
  const due = new Date(lastReviewedAt.getTime());
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + RISK_REVIEW_MONTHS[level]);
  // 29 February and month ends fall on the last day of the target month.
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due;
}
