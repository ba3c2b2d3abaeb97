import { INQUIRY_HONEYPOT_FIELD } from '@ico/domain/communication';
import { submitPublicInquiry } from '@ico/domain/contracts/inquiries';
import type { InquiryInput } from '@ico/domain/inquiry-schemas';
import type { Language } from '@ico/domain/language';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type InquiryRequest = InquiryInput & { language: Language; honeypot: string };

/** `POST /survay/inquiry/` (form): the public inquiry, with the reader's language for the reply and the hidden trap field. */
export const sendInquiry = ({ honeypot, ...values }: InquiryRequest) =>
  call(submitPublicInquiry, { body: { ...values, [INQUIRY_HONEYPOT_FIELD]: honeypot } }, { auth: false });

export const useSendInquiry = () => useMutation({ mutationFn: sendInquiry });
