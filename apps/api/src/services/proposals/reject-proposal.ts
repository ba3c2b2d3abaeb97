import type { Proposal, ProposalRejection } from '@ico/domain/contracts/proposals';
import type { Deps, RequestMeta } from '../deps';
import { closeProposal } from './close-proposal';

/** A second staff member (payments.approve) rejects a proposal with a reason: nothing but the proposal changes. */
export const rejectProposal = (
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: ProposalRejection,
  meta: RequestMeta,
): Promise<Proposal> => closeProposal(deps, 'reject', actorId, id, input.reason, meta);
