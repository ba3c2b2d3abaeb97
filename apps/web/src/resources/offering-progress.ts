import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { getOfferingProgress, offeringProgressEvents } from '@ico/domain/contracts/offerings';
import { PROGRESS_POLL_MS } from '@ico/domain/live-progress';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { call } from '../lib/api-client';
import { LiveProgressChannel, type ProgressMode } from './live-progress';
import { offeringKeys } from './offerings';

/**
 * An offering's progress, polled and live (the offering page): apart from the offerings list's module, whose chunk
 * carries no schema, so its contracts are imported here as they are.
 */

/** `GET /icoportal/icoprogress/{id}/`: reserved, paid and available amounts. */
export const progressQuery = (id: string | number) =>
  queryOptions({
    queryKey: offeringKeys.progress(id),
    queryFn: ({ signal }) => call(getOfferingProgress, { params: { id } }, { signal, auth: false }),
    // Other investors reserve while the page is open: the bar and the available amount stay fresh.
    refetchInterval: PROGRESS_POLL_MS,
  });

/** One live stream per offering however many components show its progress; closed when the last one leaves. */
const channels = new Map<string, { channel: LiveProgressChannel; users: number }>();

function joinChannel(queryClient: QueryClient, id: string): { channel: LiveProgressChannel; leave: () => void } {
  let held = channels.get(id);
  if (!held) {
    const channel = new LiveProgressChannel(`${API_BASE}${pathOf(offeringProgressEvents, { id })}`, (progress) =>
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
