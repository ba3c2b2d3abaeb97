import { addHoliday, deleteHoliday, listHolidaysForStaff } from '@ico/domain/contracts/holidays';
import type { HolidayInput } from '@ico/domain/offering-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const holidayKeys = {
  all: [...adminKeys.all, 'holidays'] as const,
  year: (year: number) => [...holidayKeys.all, year] as const,
};

export const holidaysQuery = (year: number) =>
  queryOptions({
    queryKey: holidayKeys.year(year),
    queryFn: ({ signal }) => call(listHolidaysForStaff, { query: { year } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/holidays/?year=`: the year's holidays, by date. */
export const useHolidays = (year: number) => useQuery(holidaysQuery(year));

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);

/** `POST /admin/holidays/` (409 STATUS_CONFLICT when the date is already listed). */
export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HolidayInput) => call(addHoliday, { body: input }),
    onSuccess: () => refresh(queryClient),
  });
}

/** `DELETE /admin/holidays/{date}/`. */
export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call(deleteHoliday, { params: { date } }),
    onSuccess: () => refresh(queryClient),
  });
}
