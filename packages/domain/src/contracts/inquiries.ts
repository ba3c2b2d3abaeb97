import { z } from 'zod';

/** The answer of POST /survay/inquiry/. */
export const publicInquiryAnswerSchema = z.object({ message: z.literal('INQUIRY_RECEIVED') });
/** The answer of POST /survay/membersupport/. */
export const memberInquiryAnswerSchema = z.object({ message: z.literal('INQUIRY_RECEIVED'), id: z.number() });
