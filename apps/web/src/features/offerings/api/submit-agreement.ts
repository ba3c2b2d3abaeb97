import { type AgreementAnswer, acceptAgreement } from '@ico/domain/contracts/joinings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';

/**
 * `POST /survay/agreementico/{icoId}/` (form: agreementCheck, agreementUrl): the investor accepts the risk
 * disclosure shown at `agreementUrl`. 400 MUST_ACCEPT_TERMS, 403 KNOWLEDGE_TEST_MISSING, 409 STATUS_CONFLICT.
 */
export const submitAgreement = (icoId: number, agreementUrl: string): Promise<AgreementAnswer> =>
  call(acceptAgreement, { params: { icoId }, body: { agreementCheck: 'true', agreementUrl } });

export function useSubmitAgreement(icoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreementUrl: string) => submitAgreement(icoId, agreementUrl),
    onSettled: () => queryClient.invalidateQueries({ queryKey: joiningKeys.all }),
  });
}
