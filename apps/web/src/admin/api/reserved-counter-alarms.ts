import { listReservedCounterAlarms } from '@ico/domain/contracts/reserved-counter-alarms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

/** `listReservedCounterAlarms`: offerings whose reserved counter differs from their live reservations. */
export const reservedCounterAlarmsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'reserved-counter-alarms'] as const,
    queryFn: ({ signal }) => call(listReservedCounterAlarms, {}, { signal }),
    // The job checks every few minutes: a page left open learns of a new alarm without a reload.
    refetchInterval: 60_000,
  });

/** The open alarms, for staff who may read them (offerings or payments); `enabled` false asks nothing. */
export const useReservedCounterAlarms = (enabled: boolean) => useQuery({ ...reservedCounterAlarmsQuery(), enabled });
