import type { Page } from '@ico/domain/communication';
import type { StaffProposal } from '@ico/domain/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** Under the staff key: every staff change refreshes the proposals with the list. */
export const staffProposalKeys = { pending: () => [...adminKeys.staff(), 'proposals', 'PENDING'] as const };

/** `GET /admin/staff-proposals/`: the staff proposals waiting for a second administrator, oldest first. */
export const getPendingStaffProposals = (signal?: AbortSignal) =>
  api<Page<StaffProposal>>('/admin/staff-proposals/?status=PENDING&page=1', { signal });

export const pendingStaffProposalsQuery = () =>
  queryOptions({ queryKey: staffProposalKeys.pending(), queryFn: ({ signal }) => getPendingStaffProposals(signal) });

export const usePendingStaffProposals = () => useQuery(pendingStaffProposalsQuery());
