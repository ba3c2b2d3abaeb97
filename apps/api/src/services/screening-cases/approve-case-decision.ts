import type { CaseDetail } from '@ico/domain/contracts/screening-cases';
import { screeningStateOf } from '@ico/domain/screening';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { screeningCase, screeningClearance, screeningFreezeReport, screeningHit, user } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { recomputeRisk } from '../risk/recompute-risk';
import { updateUsers } from '../sessions/session-state-writes';
import { refuseTooNewApprover } from '../staff/approver-eligibility';
import { CASE_TARGET, type CaseRow, caseDetail, caseHits, lockCase, refuseDecided } from './case-view';
import { freezeReportContent } from './freeze-report';

type Approver = Pick<Deps, 'database' | 'config' | 'sessionCache'>;

/** 403 OWN_PROPOSAL: the officer who proposed a decision is never its second pair of eyes. */
export function refuseProposer(actorId: number, row: Pick<CaseRow, 'proposedBy'>): void {
  if (row.proposedBy !== null && row.proposedBy === actorId) throw new AppError('OWN_PROPOSAL');
}

/** The account's state from all its cases (screening.ts screeningStateOf), written through the session-state writer. */
async function recomputeState(deps: Approver, tx: Tx, userId: number) {
  const cases = await tx.select({ status: screeningCase.status }).from(screeningCase).where(eq(screeningCase.userId, userId));
  const state = screeningStateOf(cases);
  const [updated] = await updateUsers(deps, tx, eq(user.id, userId), { screeningState: state });
  if (!updated) throw new AppError('USER_NOT_EXIST');
  // A decided case changes the risk rating (a confirmed PEP stays high, a false positive no longer counts): rated again.
  await recomputeRisk(deps, tx, userId);
  return updated;
}

/**
 * The second officer approves the proposal. The case row is locked (two approvals at once decide it once: the second
 * meets 409 SCREENING_CASE_DECIDED); not the proposer (403 OWN_PROPOSAL), not on one's own account (403
 * SELF_ACTION_FORBIDDEN), not within the approver's waiting period (403 APPROVER_TOO_NEW).
 *
 * FALSE_POSITIVE: each hit's pair (investor facts, entry content) is cleared, so the same facts against the same entry
 * stay quiet until either changes; the case closes and the account's state is recomputed (CLEAR unless another case).
 * TRUE_MATCH: the account is FROZEN at once. Its reservations stay as they are (frozen in place): every point where
 * money or tokens would leave refuses an account that is not CLEAR (screening-hold.ts). The freeze report for the
 * authority is written in the same transaction. The investor is told nothing (no tipping-off).
 */
export async function approveCaseDecision(deps: Approver, actorId: number, id: number, meta: RequestMeta): Promise<CaseDetail> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    // The account first, then the case: the order screening takes when it joins a hit to the open case
    // (screening/record-hits.ts), so a hit joining meanwhile is either seen here or waits for this decision.
    const [owner] = await tx.select({ userId: screeningCase.userId }).from(screeningCase).where(eq(screeningCase.id, id)).limit(1);
    if (!owner) throw new AppError('SCREENING_CASE_NOT_EXIST');
    await tx.select({ id: user.id }).from(user).where(eq(user.id, owner.userId)).for('update');
    const row = await lockCase(tx, id);
    refuseDecided(row.status);
    if (row.status !== 'PROPOSED' || row.proposedDecision === null) throw new AppError('STATUS_CONFLICT', { status: row.status });
    refuseProposer(actorId, row);
    refuseOwn(actorId, row.userId);
    await refuseTooNewApprover(tx, actorId, deps.config);
    const now = new Date();
    const decision = row.proposedDecision;
    const hits = await caseHits(tx, id);
    // A potential match that joined the case after the proposal was not weighed by the proposer: the proposal goes back.
    const proposedAt = row.proposedAt?.getTime() ?? 0;
    if (hits.some((hit) => Date.parse(hit.createdAt) > proposedAt)) throw new AppError('STATUS_CONFLICT', { reason: 'NEW_HITS' });
    await tx.update(screeningCase).set({ status: decision, decidedBy: actorId, decidedAt: now }).where(eq(screeningCase.id, id));
    if (decision === 'FALSE_POSITIVE') {
      // One clearance per (entry, investor facts, entry content) the case's hits compared.
      const stored = await tx.select().from(screeningHit).where(eq(screeningHit.caseId, id));
      const pairs = new Map(stored.map((hit) => [`${hit.entryId}:${hit.factsHash}:${hit.entryHash}`, hit]));
      const rows = [...pairs.values()].map((hit) => ({
        userId: row.userId,
        entryId: hit.entryId,
        factsHash: hit.factsHash,
        entryHash: hit.entryHash,
        caseId: id,
      }));
      if (rows.length) await tx.insert(screeningClearance).values(rows);
    }
    const account = await recomputeState(deps, tx, row.userId);
    await recordAudit(tx, {
      actorId,
      action: 'screening.approve',
      targetType: CASE_TARGET,
      targetId: id,
      detail: { userId: row.userId, decision, proposedBy: row.proposedBy, reason: row.proposedReason, state: account.screeningState },
      ipAddress: meta.ip,
    });
    if (decision === 'TRUE_MATCH') {
      const content = await freezeReportContent(tx, row, account, hits, actorId, now);
      await tx.insert(screeningFreezeReport).values({ caseId: id, userId: row.userId, content });
      await recordAudit(tx, {
        actorId,
        action: 'screening.freeze',
        targetType: CASE_TARGET,
        targetId: id,
        detail: {
          userId: row.userId,
          entries: content.entries.map((e) => `${e.list}:${e.ref}`),
          reservations: content.reservations.length,
          payments: content.payments.length,
          refundsPending: content.refundsPending.length,
        },
        ipAddress: meta.ip,
      });
    }
  });
  return caseDetail(db, id);
}
