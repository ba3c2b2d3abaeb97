import type { JoiningProposalInput, Proposal } from '@ico/domain/contracts/proposals';
import { canTransition } from '@ico/domain/statuses';
import { and, eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import type { Deps, RequestMeta } from '../deps';
import { lockJoining } from '../joinings/joining-status-writer';
import { requireBankAccount } from '../refunds/refund-rules';
import { refuseHeldStatus } from '../screening-cases/screening-hold';
import { openProposal } from './open-proposal';
import { proposalOf } from './proposal-view';

/** A unique index of open proposals (one per joining; one per offering and kind) refused a second one. */
export function pendingConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint !== null && (constraint === '' || constraint.startsWith('money_proposal_open_'))) throw new AppError('PROPOSAL_PENDING');
  throw error;
}

/**
 * A staff member proposes a money status for a joining with its evidence (four-eyes.ts REQUIRED_EVIDENCE); nothing
 * changes for the joining until another staff member approves. Refused on the proposer's own joining (403
 * SELF_ACTION_FORBIDDEN), when the table does not lead there from the joining's status (409 STATUS_CONFLICT), with a
 * slip that is not this joining's (400), and while another proposal of the joining is open (409 PROPOSAL_PENDING).
 */
export async function proposeJoiningStatus(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  joiningId: number,
  input: JoiningProposalInput,
  meta: RequestMeta,
): Promise<Proposal> {
  const db = deps.database.db;
  const id = await db
    .transaction(async (tx) => {
      const row = await lockJoining(tx, joiningId);
      if (!row) throw new AppError('NO_JOINING_EXISTS');
      refuseOwn(actorId, row.userId);
      await refuseHeldStatus(tx, row.userId, input.to);
      if (!canTransition(row.status, input.to, 'staff')) throw new AppError('STATUS_CONFLICT', { status: row.status });
      // A refund goes to the investor's approved bank account: none, no refund can be proposed.
      if (input.to === 'REFUND_PROCESSING') await requireBankAccount(tx, row.userId);
      if (input.slipFileId) {
        const [slip] = await tx
          .select({ id: privateFile.id })
          .from(privateFile)
          .where(and(eq(privateFile.id, input.slipFileId), eq(privateFile.joiningId, row.id)))
          .limit(1);
        if (!slip) throw new AppError('VALIDATION_FAILED', { slipFileId: 'INVALID_OPTION' });
      }
      const { to, ...given } = input;
      const evidence = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      return openProposal(
        tx,
        actorId,
        { kind: 'joining.status', offeringId: row.offeringId, joiningId: row.id, fromStatus: row.status, toStatus: to, evidence },
        { joiningId: row.id, from: row.status, to, evidence },
        meta,
      );
    })
    .catch(pendingConflict);
  return proposalOf(db, id);
}
