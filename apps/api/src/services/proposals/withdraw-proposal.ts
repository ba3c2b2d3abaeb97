import type { Proposal } from '@ico/domain/contracts/proposals';
import type { Deps, RequestMeta } from '../deps';
import { closeProposal } from './close-proposal';

/** The proposer takes back their own pending proposal (403 OWN_PROPOSAL for anyone else's). */
export const withdrawProposal = (deps: Pick<Deps, 'database'>, actorId: number, id: number, meta: RequestMeta): Promise<Proposal> =>
  closeProposal(deps, 'withdraw', actorId, id, null, meta);
