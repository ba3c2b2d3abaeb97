import { listMonitoring } from '@ico/domain/contracts/monitoring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { offeringKeys } from './offerings';

/*
 * Apart from resources/offerings.ts: the contract brings its schemas (zod), which the offerings list (`/icos`) must
 * not load (test/first-load.test.ts); the offering and joining pages that show the entries load them.
 */

/** `listMonitoring`: the offering's announcements, newest first. */
export const monitoringQuery = (id: string | number) =>
  queryOptions({
    queryKey: offeringKeys.monitoring(id),
    queryFn: ({ signal }) => call(listMonitoring, { params: { id } }, { signal, auth: false }),
  });

/** Idle until the id is known. */
export const useMonitoring = (id: string | number | undefined) => useQuery({ ...monitoringQuery(id ?? ''), enabled: id !== undefined });
