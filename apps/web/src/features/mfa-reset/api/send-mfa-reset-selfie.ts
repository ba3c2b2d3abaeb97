import { submitMfaResetSelfie } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_SELFIE_FIELD } from '@ico/domain/mfa-reset';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api-client';

/** `submitMfaResetSelfie` (multipart): the link's code and the selfie, with the upload's progress. */
export function useSendMfaResetSelfie(code: string) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const body = new FormData();
      body.append('code', code);
      body.append(MFA_RESET_SELFIE_FIELD, file, file.name);
      return call(submitMfaResetSelfie, { body }, { auth: false, onUploadProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}
