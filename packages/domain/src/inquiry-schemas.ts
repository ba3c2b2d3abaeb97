import { z } from 'zod';
import { INQUIRY_DESCRIPTION_MAX_LENGTH, INQUIRY_SUBJECT_MAX_LENGTH } from './constants';
import { emailSchema, requiredChoice, requiredString } from './fields';
import { INQUIRY_CATEGORY_OPTIONS, MEMBER_INQUIRY_CATEGORY_OPTIONS, optionValues } from './options';

/** Subject and description: letters of any script, digits, spaces, line breaks and common punctuation. */
const INQUIRY_TEXT = /^[\p{L}\p{M}\p{N}\s.,:;!?'"()/@#&%+=_-]+$/u;

export const inquirySubjectSchema = requiredString('SUBJECT_REQUIRED')
  .max(INQUIRY_SUBJECT_MAX_LENGTH, { error: 'SUBJECT_LESS_THAN_80' })
  .regex(INQUIRY_TEXT, { error: 'SUBJECT_SPECIAL' });

/**
 * The subject a reply to a message starts with ('Re: <title>'): characters the subject may not hold are dropped and
 * it is cut to the subject's length, so the prefilled form always passes its own rules.
 */
export function replySubject(prefix: string, title: string): string {
  const allowed = [...`${prefix} ${title}`].filter((char) => INQUIRY_TEXT.test(char)).join('');
  return [...allowed.replace(/\s+/g, ' ').trim()].slice(0, INQUIRY_SUBJECT_MAX_LENGTH).join('').trim();
}

export const inquiryDescriptionSchema = requiredString('DESCRIPTION_REQUIRED')
  .max(INQUIRY_DESCRIPTION_MAX_LENGTH, { error: 'DESCRIPTION_LESS_THAN_200' })
  .regex(INQUIRY_TEXT, { error: 'DESCRIPTION_SPECIAL' });

/** The public inquiry form (`/inquiry/{category}`). */
export const inquirySchema = z.object({
  email: emailSchema,
  subject: inquirySubjectSchema,
  description: inquiryDescriptionSchema,
  category: requiredChoice(optionValues(INQUIRY_CATEGORY_OPTIONS), 'CATEGORY_REQUIRED'),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

/** `POST /survay/membersupport/` (form); the server takes user and e-mail from the session. */
export const memberInquirySchema = z.object({
  subject: inquirySubjectSchema,
  description: inquiryDescriptionSchema,
  category: requiredChoice(optionValues(MEMBER_INQUIRY_CATEGORY_OPTIONS), 'CATEGORY_REQUIRED'),
});
export type MemberInquiryInput = z.infer<typeof memberInquirySchema>;
