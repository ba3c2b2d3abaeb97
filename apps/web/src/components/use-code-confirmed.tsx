import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { type DialogMessage, MessageDialog } from './message-dialog';
import { OtpDialog } from './otp-dialog';

/** The texts of a form's second-factor step, in the form's own namespace. */
export type CodeStepTexts = {
  otpText: string;
  otpFalseTitle: string;
  otpFalseText: string;
  tooManyTitle: string;
  failedTitle: string;
  ok: string;
  close: string;
};

type Options<Body extends object, Answer> = {
  mutationFn: (body: Body & { otp?: string }) => Promise<Answer>;
  onSuccess?: (answer: Answer, body: Body) => void;
  /**
   * A refusal the form shows itself (under its fields): answer true when nothing more is to be said, false to show
   * the "failed" dialog as well.
   */
  onRefusal?: (error: unknown, code: string | undefined) => boolean;
  texts: CodeStepTexts;
};

/**
 * A form the server may answer with 405 OTP_REQUIRED (spec section 4, change password and change e-mail): the same
 * body is sent again with the one-time code the dialog asks for. A wrong code and too many attempts get their dialog;
 * other refusals go to the form (`onRefusal`) and then, unless it handled them, to the "failed" dialog.
 */
export function useCodeConfirmed<Body extends object, Answer>({ mutationFn, onSuccess, onRefusal, texts }: Options<Body, Answer>) {
  const { t: tc } = useTranslation('common');
  const [awaitingOtp, setAwaitingOtp] = useState<Body | null>(null);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const mutation = useMutation({
    mutationFn,
    onSuccess: (answer, body) => {
      setAwaitingOtp(null);
      const { otp: _otp, ...sent } = body;
      onSuccess?.(answer, sent as Body);
    },
    onError: (error, body) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'OTP_REQUIRED') {
        const { otp: _otp, ...sent } = body;
        return setAwaitingOtp(sent as Body);
      }
      setAwaitingOtp(null);
      if (code === 'WRONG_OTP') return setMessage({ kind: 'error', title: texts.otpFalseTitle, text: texts.otpFalseText });
      if (code === 'TOO_MANY_REQUESTS')
        return setMessage({ kind: 'warning', title: texts.tooManyTitle, text: tc('errors.TOO_MANY_REQUESTS') });
      if (onRefusal?.(error, code)) return;
      setMessage({ kind: 'error', title: texts.failedTitle, text: errorText(error) });
    },
  });
  const dialogs: ReactNode = (
    <>
      <OtpDialog
        opened={awaitingOtp !== null}
        loading={mutation.isPending}
        text={texts.otpText}
        onSubmit={(otp) => awaitingOtp && mutation.mutate({ ...awaitingOtp, otp })}
        onCancel={() => setAwaitingOtp(null)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} okLabel={texts.ok} closeLabel={texts.close} />
    </>
  );
  return {
    mutation,
    submit: (body: Body) => mutation.mutate(body as Body & { otp?: string }),
    /** The first sending (not the code's): the submit button's spinner. */
    sending: mutation.isPending && awaitingOtp === null,
    dialogs,
  };
}
