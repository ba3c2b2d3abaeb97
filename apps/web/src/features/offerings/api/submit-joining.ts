import type { JoinRequest } from '@ico/domain/join-schemas';
import type { Joining } from '@ico/domain/offering-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';
import { offeringKeys } from '../../../resources/offerings';

/**
 * `POST /icoportal/joining/{icoId}/` (form: address, message, signature, amount, version): the reservation.
 * 201 the joining; errors in docs/api/offerings.md (UNDER_MINIMUM, OVER_MAXIMUM, INVALID_SIGNATURE, ...).
 */
export const submitJoining = (icoId: number, request: JoinRequest): Promise<Joining> =>
  api<Joining>(`/icoportal/joining/${icoId}/`, {
    form: {
      address: request.address,
      message: request.message,
      signature: request.signature,
      amount: request.amount,
      version: request.version,
    },
  });

export function useSubmitJoining(icoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JoinRequest) => submitJoining(icoId, request),
    // Not awaited: the form's own onSuccess (the way to the new joining) must run before the refetched joinings
    // replace the form with 'You joined this offering' (a callback of an unmounted form never runs).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: joiningKeys.all });
      void queryClient.invalidateQueries({ queryKey: offeringKeys.progress(icoId) });
    },
  });
}
