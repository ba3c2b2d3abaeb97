import { describe, expect, it } from 'vitest';
import { eddDeclarationSchema } from '../src/contracts/edd';
import { OCCUPATION_OPTIONS } from '../src/options';
import {
  type CountryRiskCategory,
  FATF_SEED,
  needsEnhancedDueDiligence,
  OCCUPATION_RISK,
  type RiskFacts,
  type RiskLevel,
  rateRisk,
  reviewDueAt,
} from '../src/risk-rating';
import { suitabilityExpired, suitabilityExpiresAt, suitabilityRenewalOpen } from '../src/suitability-expiry';

const countryList = new Map<string, CountryRiskCategory>([
  ['IR', 'callForAction'],
  ['VN', 'increasedMonitoring'],
]);
const base: RiskFacts = {
  individual: 'individual',
  pepLinks: [],
  occupation: 'EMPLOYEE',
  countries: ['TH'],
  countryList,
  annualIncome: '300K_1M',
  financeAssets: '100K_1M',
  reservedTotal: 0,
  openScreeningCases: 0,
  confirmedMatches: 0,
};

describe('rateRisk', () => {
  it.each<[string, Partial<RiskFacts>, RiskLevel, string[]]>([
    ['no fact of risk', {}, 'low', []],
    ['no detail information yet', { occupation: null, annualIncome: null, financeAssets: null, countries: [] }, 'low', []],
    ['a PEP', { pepLinks: ['self'] }, 'high', ['pep']],
    ['a relative or associate of a PEP', { pepLinks: ['relativeOrAssociate'] }, 'high', ['pepRelativeOrAssociate']],
    ['a casino worker', { occupation: 'CASINO_GAMBLING' }, 'high', ['occupation']],
    ['a politician', { occupation: 'POLITICIAN' }, 'high', ['occupation']],
    ['an employment agent', { occupation: 'EMPLOYMENT_AGENT' }, 'medium', ['occupation']],
    ['residence on the call-for-action list', { countries: ['TH', 'IR'] }, 'high', ['countryCallForAction']],
    ['a country under increased monitoring', { countries: ['vn'] }, 'medium', ['countryIncreasedMonitoring']],
    ['the same country twice counts once', { countries: ['VN', 'VN'] }, 'medium', ['countryIncreasedMonitoring']],
    // means: 1,000,000 + 1,000,000 = 2,000,000 Baht by the ranges' upper bounds
    ['reserved exactly half of the means', { reservedTotal: 1_000_000 }, 'low', []],
    ['reserved above half of the means', { reservedTotal: 1_000_001 }, 'medium', ['reservedLargeShareOfMeans']],
    ['reserved exactly the means', { reservedTotal: 2_000_000 }, 'medium', ['reservedLargeShareOfMeans']],
    ['reserved above the means', { reservedTotal: 2_000_001 }, 'high', ['reservedBeyondMeans']],
    ['open top income range has no ceiling', { annualIncome: 'ABOVE_10M', reservedTotal: 300_000_000 }, 'low', []],
    ['a corporate investor', { individual: 'corporate' }, 'medium', ['corporate']],
    ['an open screening case', { openScreeningCases: 1 }, 'medium', ['openScreeningCase']],
    ['a confirmed true match (frozen)', { confirmedMatches: 1 }, 'high', ['confirmedMatch']],
    [
      'the highest reason decides, every reason is kept',
      { individual: 'corporate', occupation: 'ARMS_TRADE', countries: ['VN'] },
      'high',
      ['occupation', 'countryIncreasedMonitoring', 'corporate'],
    ],
  ])('%s', (_name, facts, level, rules) => {
    const rating = rateRisk({ ...base, ...facts });
    expect(rating.level).toBe(level);
    expect(rating.reasons.map((r) => r.rule)).toEqual(rules);
  });

  it('names the fact each reason read', () => {
    expect(
      rateRisk({ ...base, occupation: 'GEMS_GOLD', countries: ['KP'], countryList: new Map([['KP', 'callForAction']]) }).reasons,
    ).toEqual([
      { rule: 'occupation', level: 'high', detail: 'GEMS_GOLD' },
      { rule: 'countryCallForAction', level: 'high', detail: 'KP' },
    ]);
  });
});

describe('occupation risk', () => {
  it('has a risk for every occupation of the form and no other', () => {
    expect(Object.keys(OCCUPATION_RISK).sort()).toEqual(OCCUPATION_OPTIONS.map((o) => o.value).sort());
  });

  it.each([
    'CASINO_GAMBLING',
    'ARMS_TRADE',
    'GEMS_GOLD',
    'CURRENCY_EXCHANGE',
    'NON_BANK_TRANSFER',
    'SECOND_HAND_PAWN',
    'POLITICIAN',
  ] as const)('%s is high', (occupation) => expect(OCCUPATION_RISK[occupation]).toBe('high'));
});

describe('FATF seed', () => {
  it('holds ISO codes on one list only', () => {
    const all = [...FATF_SEED.callForAction, ...FATF_SEED.increasedMonitoring];
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(FATF_SEED.callForAction).toEqual(['KP', 'IR', 'MM']);
  });
});

describe('enhanced due diligence and reviews', () => {
  it.each<[RiskLevel | null, boolean]>([
    ['high', true],
    ['medium', false],
    ['low', false],
    [null, false],
  ])('%s needs EDD: %s', (level, expected) => expect(needsEnhancedDueDiligence(level)).toBe(expected));

  it.each<[RiskLevel, string, string]>([
    ['high', '2026-03-15T10:00:00.000Z', '2027-03-15T10:00:00.000Z'],
    ['medium', '2026-03-15T10:00:00.000Z', '2028-03-15T10:00:00.000Z'],
    ['low', '2026-03-15T10:00:00.000Z', '2029-03-15T10:00:00.000Z'],
    ['high', '2028-02-29T00:00:00.000Z', '2029-02-28T00:00:00.000Z'],
    ['medium', '2026-01-31T00:00:00.000Z', '2028-01-31T00:00:00.000Z'],
  ])('a %s review from %s is due %s', (level, from, due) => expect(reviewDueAt(level, new Date(from)).toISOString()).toBe(due));

  it.each([
    [{ basis: 'sourceOfFunds', origin: 'SALARY', explanation: 'Salary saved over five years at my employer' }, true],
    [{ basis: 'sourceOfWealth', origin: 'INHERITANCE_GIFT', explanation: 'มรดกจากบิดาตามพินัยกรรมปี 2560 ที่ดินและเงินฝาก' }, true],
    [{ basis: 'sourceOfFunds', origin: 'SALARY', explanation: 'too short' }, false],
    [{ basis: 'elsewhere', origin: 'SALARY', explanation: 'Salary saved over five years at my employer' }, false],
    [{ basis: 'sourceOfFunds', origin: 'LOTTERY', explanation: 'Salary saved over five years at my employer' }, false],
    [{ basis: 'sourceOfFunds', origin: 'OTHER', explanation: 'x'.repeat(2001) }, false],
  ])('declaration %#', (input, ok) => expect(eddDeclarationSchema.safeParse(input).success).toBe(ok));
});

describe('suitability validity', () => {
  const passed = new Date('2026-01-01T00:00:00.000Z');
  const at = (iso: string) => new Date(iso);
  it('ends 730 days after the pass', () => expect(suitabilityExpiresAt(passed, 730).toISOString()).toBe('2028-01-01T00:00:00.000Z'));
  it.each([
    ['2027-12-01T23:59:59.999Z', false, false],
    ['2027-12-02T00:00:00.000Z', false, true],
    ['2027-12-31T23:59:59.999Z', false, true],
    ['2028-01-01T00:00:00.000Z', true, true],
  ])('at %s expired %s, renewal open %s', (now, expired, open) => {
    expect(suitabilityExpired(passed, at(now), 730)).toBe(expired);
    expect(suitabilityRenewalOpen(passed, at(now), 730)).toBe(open);
  });
  it('a test never passed is not expired', () => expect(suitabilityExpired(null, at('2030-01-01T00:00:00Z'), 730)).toBe(false));
});
