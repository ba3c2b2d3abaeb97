import type { memberInquiryAnswerSchema } from '@ico/domain/contracts/inquiries';
import type { MemberInquiryInput } from '@ico/domain/inquiry-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type MemberInquiryRequest = MemberInquiryInput & { user: string; email: string };

/** `POST /survay/membersupport/` (form). `user` and `email` are sent as the spec names them; the server goes by the session. */
export const sendMemberInquiry = (body: MemberInquiryRequest) =>
  api<z.infer<typeof memberInquiryAnswerSchema>>('/survay/membersupport/', { form: body });

export const useSendMemberInquiry = () => useMutation({ mutationFn: sendMemberInquiry });
