import { listStaffProposals } from '@ico/domain/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** Under the staff key: every staff change refreshes the proposals with the list. */
export const staffProposalKeys = { pending: () => [...adminKeys.staff(), 'proposals', 'PENDING'] as const };

/** `listStaffProposals`: the staff proposals waiting for a second administrator, oldest first. */
export const getPendingStaffProposals = (signal?: AbortSignal) =>
  call(listStaffProposals, { query: { status: 'PENDING', page: 1 } }, { signal });

export const pendingStaffProposalsQuery = () =>
  queryOptions({ queryKey: staffProposalKeys.pending(), queryFn: ({ signal }) => getPendingStaffProposals(signal) });

export const usePendingStaffProposals = () => useQuery(pendingStaffProposalsQuery());
