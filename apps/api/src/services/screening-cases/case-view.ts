import type { CaseDetail, CaseHit } from '@ico/domain/contracts/screening-cases';
import type { CaseStatus } from '@ico/domain/screening';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  auditLog,
  screeningCase,
  screeningFreezeReport,
  screeningHit,
  user,
  verificationSubmission,
  watchlistEntry,
  watchlistRelease,
} from '../../db/schema';
import { AppError } from '../../errors';
import { toMe } from '../accounts/user-row';
import { submissionFiles } from '../verification/submission-files';

export type CaseRow = typeof screeningCase.$inferSelect;

/** The audit target of every step of a case. */
export const CASE_TARGET = 'screening_case';

const proposer = alias(user, 'proposer');
const decider = alias(user, 'decider');
const actor = alias(user, 'actor');
const removedRelease = alias(watchlistRelease, 'removed_release');

/** The case row locked for a decision (two officers at once decide it once): 404 SCREENING_CASE_NOT_EXIST. */
export async function lockCase(tx: Tx, id: number): Promise<CaseRow> {
  const [row] = await tx.select().from(screeningCase).where(eq(screeningCase.id, id)).for('update');
  if (!row) throw new AppError('SCREENING_CASE_NOT_EXIST');
  return row;
}

/** 409 SCREENING_CASE_DECIDED for a case already decided either way. */
export function refuseDecided(status: CaseStatus): void {
  if (status === 'FALSE_POSITIVE' || status === 'TRUE_MATCH') throw new AppError('SCREENING_CASE_DECIDED');
}

/** The hits of a case with the entry and the release each came from, strongest first. */
export async function caseHits(db: Database | Tx, caseId: number): Promise<CaseHit[]> {
  const rows = await db
    .select({ hit: screeningHit, entry: watchlistEntry, release: watchlistRelease, removedAt: removedRelease.importedAt })
    .from(screeningHit)
    .innerJoin(watchlistEntry, eq(watchlistEntry.id, screeningHit.entryId))
    .innerJoin(watchlistRelease, eq(watchlistRelease.id, screeningHit.releaseId))
    .leftJoin(removedRelease, eq(removedRelease.id, watchlistEntry.removedReleaseId))
    .where(eq(screeningHit.caseId, caseId))
    .orderBy(desc(screeningHit.score), asc(screeningHit.id));
  return rows.map(({ hit, entry, release, removedAt }) => ({
    id: hit.id,
    trigger: hit.trigger,
    score: hit.score,
    fields: hit.fields,
    matchedName: hit.matchedName,
    investorName: hit.investorName,
    createdAt: hit.createdAt.toISOString(),
    entry: {
      id: entry.id,
      list: entry.list,
      ref: entry.ref,
      kind: entry.kind,
      name: entry.name,
      names: entry.names,
      documentNumbers: entry.documentNumbers,
      births: entry.births,
      nationalities: entry.nationalities,
      details: entry.details,
      removedAt: removedAt?.toISOString() ?? null,
    },
    release: {
      id: release.id,
      list: release.list,
      source: release.source,
      publishedAt: release.publishedAt,
      importedAt: release.importedAt.toISOString(),
    },
  }));
}

/** The files of the investor's newest identity submission (ID card or passport pages, selfie) and company file. */
async function identityFiles(db: Database | Tx, userId: number) {
  const items = ['selfieFile', 'companyFile'] as const;
  const lists = await Promise.all(
    items.map(async (item) => {
      const [latest] = await db
        .select({ id: verificationSubmission.id })
        .from(verificationSubmission)
        .where(and(eq(verificationSubmission.userId, userId), eq(verificationSubmission.item, item)))
        .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id))
        .limit(1);
      return latest ? submissionFiles(db, latest.id) : [];
    }),
  );
  return lists.flat();
}

/** One case as the compliance officer reads it: the investor's facts beside each hit's entry, the documents, the steps. */
export async function caseDetail(db: Database | Tx, id: number): Promise<CaseDetail> {
  const [found] = await db
    .select({ row: screeningCase, investor: user, proposer: proposer.username, decider: decider.username })
    .from(screeningCase)
    .innerJoin(user, eq(user.id, screeningCase.userId))
    .leftJoin(proposer, eq(proposer.id, screeningCase.proposedBy))
    .leftJoin(decider, eq(decider.id, screeningCase.decidedBy))
    .where(eq(screeningCase.id, id))
    .limit(1);
  if (!found) throw new AppError('SCREENING_CASE_NOT_EXIST');
  const { row } = found;
  const [hits, files, events, [report]] = await Promise.all([
    caseHits(db, id),
    identityFiles(db, row.userId),
    db
      .select({ action: auditLog.action, actor: actor.username, at: auditLog.createdAt, detail: auditLog.detail })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(and(eq(auditLog.targetType, CASE_TARGET), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id)),
    db
      .select({ createdAt: screeningFreezeReport.createdAt })
      .from(screeningFreezeReport)
      .where(eq(screeningFreezeReport.caseId, id))
      .limit(1),
  ]);
  return {
    case: {
      id: row.id,
      status: row.status,
      trigger: row.trigger,
      openedAt: row.openedAt.toISOString(),
      proposedDecision: row.proposedDecision,
      proposedReason: row.proposedReason,
      proposedBy: row.proposedBy !== null && found.proposer !== null ? { id: row.proposedBy, username: found.proposer } : null,
      proposedAt: row.proposedAt?.toISOString() ?? null,
      decidedBy: found.decider,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    },
    investor: toMe(found.investor),
    screeningState: found.investor.screeningState,
    hits,
    files,
    events: events.map((event) => ({
      action: event.action,
      actor: event.actor,
      at: event.at.toISOString(),
      detail: (event.detail ?? {}) as Record<string, unknown>,
    })),
    report: report ? { createdAt: report.createdAt.toISOString() } : null,
  };
}
