import type { submitMfaResetSelfieContract } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_SELFIE_FIELD } from '@ico/domain/mfa-reset';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type FinishAnswer = z.infer<(typeof submitMfaResetSelfieContract.response)[200]>;

/** `POST /auth/mfa_reset/selfie/` (multipart): the link's code and the selfie, with the upload's progress. */
export function useSendMfaResetSelfie(code: string) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const body = new FormData();
      body.append('code', code);
      body.append(MFA_RESET_SELFIE_FIELD, file, file.name);
      return api<FinishAnswer>('/auth/mfa_reset/selfie/', { formData: body, auth: false, onUploadProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}
