import { PROGRESS_POLL_MS } from '@ico/domain/live-progress';
import type { Offering, OfferingProgress } from '@ico/domain/offering-api';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../lib/api-client';
import { LiveProgressChannel, type ProgressMode } from './live-progress';

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
    refetchInterval: PROGRESS_POLL_MS,
  });

/** One live stream per offering however many components show its progress; closed when the last one leaves. */
const channels = new Map<string, { channel: LiveProgressChannel; users: number }>();

function joinChannel(queryClient: QueryClient, id: string): { channel: LiveProgressChannel; leave: () => void } {
  let held = channels.get(id);
  if (!held) {
    const channel = new LiveProgressChannel(`/api/icoportal/icoprogress/${path(id)}/events/`, (progress) =>
      queryClient.setQueryData(offeringKeys.progress(id), progress),
    );
    held = { channel, users: 0 };
    channels.set(id, held);
    channel.start();
  }
  held.users += 1;
  const entry = held;
  return {
    channel: entry.channel,
    leave: () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.channel.stop();
      if (channels.get(id) === entry) channels.delete(id);
    },
  };
}

const noSubscription = () => () => {};

/**
 * The offering's progress, live while the page is open and visible (Server-Sent Events, issue 18): each event
 * lands in the query's cache. While the stream is not delivering (connecting, refused, no EventSource) the query
 * polls as before.
 */
export function useProgress(id: string | number) {
  const key = String(id);
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<LiveProgressChannel>();
  useEffect(() => {
    const joined = joinChannel(queryClient, key);
    setChannel(joined.channel);
    return joined.leave;
  }, [queryClient, key]);
  const subscribe = useCallback((listener: () => void) => channel?.subscribe(listener) ?? noSubscription(), [channel]);
  const mode = useSyncExternalStore<ProgressMode>(
    subscribe,
    () => channel?.mode ?? 'connecting',
    () => 'connecting',
  );
  return useQuery({ ...progressQuery(id), refetchInterval: mode === 'live' ? false : PROGRESS_POLL_MS });
}
