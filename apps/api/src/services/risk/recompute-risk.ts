import type { AnnualIncome, FinanceAssets, Occupation } from '@ico/domain/options';
import { type CountryRiskCategory, type PepLink, type RiskFacts, type RiskRating, rateRisk, reviewDueAt } from '@ico/domain/risk-rating';
import { isOpenCase } from '@ico/domain/screening';
import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { joining, riskCountry, screeningCase, screeningHit, user, watchlistEntry } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import { type SessionStateWriter, updateUsers } from '../sessions/session-state-writes';

/** The operator's high-risk country table as the rule reads it. */
export async function countryListOf(tx: Pick<Tx, 'select'>): Promise<Map<string, CountryRiskCategory>> {
  const rows = await tx.select({ country: riskCountry.country, category: riskCountry.category }).from(riskCountry);
  return new Map(rows.map((row) => [row.country, row.category]));
}

/** Nationality and residence as ISO codes: a Thai national's nationality is TH; a foreigner's home country stands for theirs. */
function countriesOf(account: Pick<UserRow, 'nationality' | 'detailInfo'>): string[] {
  const info = account.detailInfo ?? {};
  return [account.nationality === 'THAI' ? 'TH' : null, info.resCountry, info.foreHCCountry].filter(
    (code): code is string => typeof code === 'string' && code.length > 0,
  );
}

/**
 * The facts of one investor the rule set reads: the account's detail information, its screening hits on the PEP list
 * (a hit counts while its case is open or after it was confirmed a true match; a false positive does not), its open
 * cases on the other lists, and what it has reserved.
 */
export async function riskFactsOf(tx: Tx, account: UserRow): Promise<RiskFacts> {
  const hits = await tx
    .select({ list: watchlistEntry.list, details: watchlistEntry.details, status: screeningCase.status })
    .from(screeningHit)
    .innerJoin(watchlistEntry, eq(watchlistEntry.id, screeningHit.entryId))
    .innerJoin(screeningCase, eq(screeningCase.id, screeningHit.caseId))
    .where(eq(screeningHit.userId, account.id));
  const pepLinks = new Set<PepLink>();
  for (const hit of hits) {
    if (hit.list !== 'pep' || !(isOpenCase(hit.status) || hit.status === 'TRUE_MATCH')) continue;
    pepLinks.add(hit.details.relatedTo ? 'relativeOrAssociate' : 'self');
  }
  // Cases with no PEP hit, still open (a potential match on a sanctions or internal list) or decided a true match.
  const otherCases = await tx
    .select({ id: screeningCase.id, status: screeningCase.status })
    .from(screeningCase)
    .where(
      and(
        eq(screeningCase.userId, account.id),
        inArray(screeningCase.status, ['OPEN', 'PROPOSED', 'TRUE_MATCH']),
        sql`not exists (select 1 from ${screeningHit} h join ${watchlistEntry} e on e.id = h.entry_id where h.case_id = ${screeningCase.id} and e.list = 'pep')`,
      ),
    );
  const [reserved] = await tx
    .select({ total: sql<string>`coalesce(sum(${joining.amount}), 0)` })
    .from(joining)
    .where(and(eq(joining.userId, account.id), inArray(joining.status, [...LIVE_RESERVATION_STATUSES])));
  const info = account.detailInfo ?? {};
  return {
    individual: account.individual,
    pepLinks: [...pepLinks],
    occupation: (info.occupation as Occupation | undefined) ?? null,
    countries: countriesOf(account),
    countryList: await countryListOf(tx),
    annualIncome: (info.annualIncome as AnnualIncome | undefined) ?? null,
    financeAssets: (info.financeAssets as FinanceAssets | undefined) ?? null,
    reservedTotal: Number(reserved?.total ?? 0),
    openScreeningCases: otherCases.filter((c) => isOpenCase(c.status)).length,
    confirmedMatches: otherCases.filter((c) => c.status === 'TRUE_MATCH').length,
  };
}

const sameReasons = (a: RiskRating['reasons'], b: RiskRating['reasons']): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Rates one account again (risk-rating.ts) in the caller's transaction, after any fact it reads changed: detail
 * information submitted or approved, a reservation, a screening case opened or decided, the country list edited, an EDD
 * decision. Stores the level, the reasons and when; the next periodic review counts from the last review (the first
 * rating is the first review). A changed level is audited (system), a first rating only above low. Staff accounts are
 * not rated. Answers the rating.
 */
export async function recomputeRisk(writer: SessionStateWriter, tx: Tx, userId: number, now = new Date()): Promise<RiskRating | null> {
  const [account] = await tx.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!account || account.role !== null) return null;
  const rating = rateRisk(await riskFactsOf(tx, account));
  const reviewedAt = account.riskReviewedAt ?? now;
  const dueAt = reviewDueAt(rating.level, reviewedAt);
  const unchanged =
    account.riskLevel === rating.level &&
    sameReasons(account.riskReasons, rating.reasons) &&
    account.riskReviewDueAt?.getTime() === dueAt.getTime();
  if (unchanged) return rating;
  await updateUsers(writer, tx, eq(user.id, userId), {
    riskLevel: rating.level,
    riskReasons: rating.reasons,
    riskComputedAt: now,
    riskReviewedAt: reviewedAt,
    riskReviewDueAt: dueAt,
  });
  // Audited when the level moves, and when a first rating is above low (a first 'low' is every new investor's).
  if (account.riskLevel !== rating.level && (account.riskLevel !== null || rating.level !== 'low')) {
    await recordAudit(tx, {
      actorId: null,
      action: 'risk.rate',
      targetType: 'user',
      targetId: userId,
      detail: { from: account.riskLevel, to: rating.level, reasons: rating.reasons.map((reason) => reason.rule) },
    });
  }
  return rating;
}
