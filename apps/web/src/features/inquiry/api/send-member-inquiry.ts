import { submitMemberInquiry } from '@ico/domain/contracts/inquiries';
import type { MemberInquiryInput } from '@ico/domain/inquiry-schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type MemberInquiryRequest = MemberInquiryInput & { user: string; email: string };

/** `POST /survay/membersupport/` (form). `user` and `email` are sent as the spec names them; the server goes by the session. */
export const sendMemberInquiry = (body: MemberInquiryRequest) => call(submitMemberInquiry, { body });

export const useSendMemberInquiry = () => useMutation({ mutationFn: sendMemberInquiry });
