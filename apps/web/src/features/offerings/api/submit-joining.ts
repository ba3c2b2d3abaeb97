import { RESERVATION_TIMEOUT_MS, WAITING_TICKET_HEADER } from '@ico/domain/admission';
import type { JoinRequest } from '@ico/domain/join-schemas';
import type { Joining } from '@ico/domain/offering-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';
import { offeringKeys } from '../../../resources/offerings';
import { type LineState, sendThroughWaitingRoom } from '../waiting-room';

/**
 * `POST /icoportal/joining/{icoId}/` (form: address, message, signature, amount, version): the reservation.
 * 201 the joining; errors in docs/api/offerings.md (UNDER_MINIMUM, OVER_MAXIMUM, INVALID_SIGNATURE, ...). With
 * `ticket`, the waiting-room ticket of an earlier 503 (the investor's place in line). It may wait in the portal's
 * line before it is answered: a longer time-out than ordinary calls.
 */
export const submitJoining = (icoId: number, request: JoinRequest, ticket?: string, signal?: AbortSignal): Promise<Joining> =>
  api<Joining>(`/icoportal/joining/${icoId}/`, {
    form: {
      address: request.address,
      message: request.message,
      signature: request.signature,
      amount: request.amount,
      version: request.version,
    },
    headers: ticket ? { [WAITING_TICKET_HEADER]: ticket } : {},
    timeoutMs: RESERVATION_TIMEOUT_MS,
    signal,
  });

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
    // Not awaited: the form's own onSuccess (the way to the new joining) must run before the refetched joinings
    // replace the form with 'You joined this offering' (a callback of an unmounted form never runs).
    onSettled: () => {
      setLine(null);
      void queryClient.invalidateQueries({ queryKey: joiningKeys.all });
      void queryClient.invalidateQueries({ queryKey: offeringKeys.progress(icoId) });
    },
  });
  return { ...mutation, line };
}
