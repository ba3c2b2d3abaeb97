import { RESERVATION_TIMEOUT_MS, WAITING_TICKET_HEADER } from '@ico/domain/admission';
import { type Joining, type JoiningDetail, reserveAmount } from '@ico/domain/contracts/joinings';
import type { JoinRequest } from '@ico/domain/join-schemas';
import { type MutateOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';
import { offeringKeys } from '../../../resources/offerings';
import { type LineState, sendThroughWaitingRoom } from '../waiting-room';

/**
 * The reservation (`reserveAmount`); errors in docs/api/offerings.md (UNDER_MINIMUM, OVER_MAXIMUM, INVALID_SIGNATURE,
 * ...). With `ticket`, the waiting-room ticket of an earlier 503 (the investor's place in line). It may wait in the
 * portal's line before it is answered: a longer time-out than ordinary calls.
 */
export const submitJoining = (icoId: number, request: JoinRequest, ticket?: string, signal?: AbortSignal) =>
  call(
    reserveAmount,
    { params: { id: icoId }, body: request },
    { headers: ticket ? { [WAITING_TICKET_HEADER]: ticket } : {}, timeoutMs: RESERVATION_TIMEOUT_MS, signal },
  );

/**
 * The reservation's answer is the joining as it now stands (a joining has no share of the tokens before it is paid):
 * the caches take it instead of asking the server again.
 */
function keepInList(queryClient: QueryClient, joining: Joining): void {
  queryClient.setQueryData<Joining[]>(joiningKeys.list(), (joinings) =>
    joinings ? [joining, ...joinings.filter((other) => other.id !== joining.id)] : joinings,
  );
}

/** The reservation, through the waiting room: `line` tells the form where it stands while it is pending. */
export function useSubmitJoining(icoId: number) {
  const queryClient = useQueryClient();
  const [line, setLine] = useState<LineState | null>(null);
  const leaving = useRef<AbortController | null>(null);
  // A form that is left stops waiting: no retry is sent for a page nobody looks at.
  useEffect(() => () => leaving.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (request: JoinRequest) => {
      leaving.current = new AbortController();
      return sendThroughWaitingRoom((ticket, signal) => submitJoining(icoId, request, ticket, signal), setLine, leaving.current.signal);
    },
    // The joining's page reads the answer at once; the list is marked out of date without being fetched again.
    onSuccess: (joining) => {
      queryClient.setQueryData<JoiningDetail>(joiningKeys.detail(joining.id), { ...joining, share: null });
      void queryClient.invalidateQueries({ queryKey: joiningKeys.list(), refetchType: 'none' });
    },
    onSettled: (_joining, error) => {
      setLine(null);
      // A refusal may mean the joining moved meanwhile (reserved in another tab): only then is it asked for again.
      if (error) void queryClient.invalidateQueries({ queryKey: joiningKeys.all });
      void queryClient.invalidateQueries({ queryKey: offeringKeys.progress(icoId) });
    },
  });
  // The list takes the answer after the form's own onSuccess (the way to the new joining): set earlier, it would
  // replace the form with 'You joined this offering' first, and a callback of an unmounted form never runs.
  const mutate = (request: JoinRequest, options: MutateOptions<Joining, Error, JoinRequest> = {}) =>
    mutation.mutate(request, {
      ...options,
      onSuccess: (joining, ...rest) => {
        options.onSuccess?.(joining, ...rest);
        keepInList(queryClient, joining);
      },
    });
  return { ...mutation, mutate, line };
}
