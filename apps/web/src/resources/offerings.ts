import type { MonitoringEntry, Offering, OfferingProgress } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * The public offerings (`/icoportal/`), read by the offerings and the joinings screens: one key factory and one
 * cache policy, so a screen's change (a reservation) refreshes what the other shows.
 */
export const offeringKeys = {
  all: ['offerings'] as const,
  list: () => [...offeringKeys.all, 'list'] as const,
  /** Ids come from the URL (text) and from joinings (numbers): one key for both. */
  detail: (id: string | number) => [...offeringKeys.all, 'detail', String(id)] as const,
  progress: (id: string | number) => [...offeringKeys.detail(id), 'progress'] as const,
  monitoring: (id: string | number) => [...offeringKeys.detail(id), 'monitoring'] as const,
};

const path = (id: string | number) => encodeURIComponent(String(id));

/** An offering changes only when staff edit it. */
const OFFERING_STALE_MS = 60_000;

/** `GET /icoportal/icos/`: every offering, newest start first. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: offeringKeys.list(),
    queryFn: ({ signal }) => api<Offering[]>('/icoportal/icos/', { signal, auth: false }),
    staleTime: OFFERING_STALE_MS,
  });

export const useOfferings = () => useQuery(offeringsQuery());

/** `GET /icoportal/ico/{id}/`: one offering; 404 ICO_NOT_EXIST. */
export const offeringQuery = (id: string | number) =>
  queryOptions({
    queryKey: offeringKeys.detail(id),
    queryFn: ({ signal }) => api<Offering>(`/icoportal/ico/${path(id)}/`, { signal, auth: false }),
    staleTime: OFFERING_STALE_MS,
  });

/** Idle until the id is known (a joining's offering). */
export const useOffering = (id: string | number | undefined) => useQuery({ ...offeringQuery(id ?? ''), enabled: id !== undefined });

/** `GET /icoportal/icoprogress/{id}/`: reserved, paid and available amounts. */
export const progressQuery = (id: string | number) =>
  queryOptions({
    queryKey: offeringKeys.progress(id),
    queryFn: ({ signal }) => api<OfferingProgress>(`/icoportal/icoprogress/${path(id)}/`, { signal, auth: false }),
    // Other investors reserve while the page is open: the bar and the available amount stay fresh.
    refetchInterval: 60_000,
  });

export const useProgress = (id: string | number) => useQuery(progressQuery(id));

/** `GET /icoportal/monitoringdata/{id}/`: the offering's announcements, newest first. */
export const monitoringQuery = (id: string | number) =>
  queryOptions({
    queryKey: offeringKeys.monitoring(id),
    queryFn: ({ signal }) => api<MonitoringEntry[]>(`/icoportal/monitoringdata/${path(id)}/`, { signal, auth: false }),
  });

/** Idle until the id is known. */
export const useMonitoring = (id: string | number | undefined) => useQuery({ ...monitoringQuery(id ?? ''), enabled: id !== undefined });
