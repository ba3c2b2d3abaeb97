import { listStaff } from '@ico/domain/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

/** `listStaff`: the staff accounts with their roles, state (enabled or disabled) and last sign-in. */
export const getStaff = (page: number, signal?: AbortSignal) => call(listStaff, { query: { page } }, { signal });

export const staffQuery = (page: number) =>
  queryOptions({ queryKey: adminKeys.staffList(page), queryFn: ({ signal }) => getStaff(page, signal), placeholderData: keepPreviousData });

export const useStaffList = (page: number) => useQuery(staffQuery(page));
