import { submitDetailInfo as detailInfoEndpoint } from '@ico/domain/contracts/verification';
import { joinPhone, PHONE_FIELDS } from '@ico/domain/kyc-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { verificationQueryKey } from '../../../lib/use-verification';

/**
 * `submitDetailInfo`, form-encoded as the spec names it. The form holds each phone's local number;
 * the wire carries it joined to its country code ('+66' and '812345678' -> '+66-812345678').
 */
export function submitDetailInfo(values: Record<string, string>) {
  const form: Record<string, string> = { ...values };
  for (const phone of PHONE_FIELDS) {
    const code = values[phone.code];
    const number = values[phone.number];
    if (code !== undefined && number !== undefined) form[phone.number] = joinPhone(code, number);
  }
  // The Thai or the foreign fields by the user's nationality: the server checks which.
  return call(detailInfoEndpoint, { body: form as z.input<typeof detailInfoEndpoint.body> });
}

export function useSubmitDetailInfo() {
  const queryClient = useQueryClient();
  // The submission sent last time changes (the profile and a later form read it).
  return useMutation({ mutationFn: submitDetailInfo, onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }) });
}
