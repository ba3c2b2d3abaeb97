import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { inquirySchema } from './inquiry-schemas';
import { LANGUAGES } from './language';
import { JOINING_STATUSES, USER_LEVELS } from './statuses';

/**
 * Messages, notices and inquiries (spec sections 2, 3 and 7; issue 6): what staff and investors send, the
 * back-office forms parsing with the same schemas. The answers are in contracts/messages.ts, notices.ts and
 * inquiries.ts.
 */

// ---------------------------------------------------------------------------------------------------------
// Investor side

/** `?page=n` of `/forum/messages/`, `/forum/notices/` and `/forum/noticespublic/`: 1-based, 10 a page. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'PAGE_INVALID' })
    .int({ error: 'PAGE_INVALID' })
    .min(1, { error: 'PAGE_INVALID' })
    .max(100_000, { error: 'PAGE_INVALID' })
    .default(1),
});
export const pageCount = (count: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(count / size));

export const NOTICE_AUDIENCES = ['PUBLIC', 'MEMBERS'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), count: z.number() });
export type Page<T> = { results: T[]; count: number };

/**
 * The public inquiry form's hidden field: people never see or fill it, form-filling robots do. A request with
 * it filled is answered like any other and stored nowhere.
 */
export const INQUIRY_HONEYPOT_FIELD = 'website';

/** `POST /survay/inquiry/` (form): the public inquiry, with the reader's language for the reply. */
export const publicInquiryRequestSchema = inquirySchema.extend({
  language: z.enum(LANGUAGES).catch('en'),
  [INQUIRY_HONEYPOT_FIELD]: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Back office

export const MESSAGE_TITLE_MAX = 150;
export const MESSAGE_BODY_MAX = 4000;
export const INQUIRY_REPLY_MAX = 4000;

const optionalText = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' }).default('');
const text = (max: number) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED', abort: true }).max(max, { error: 'TEXT_TOO_LONG' });

/**
 * A text staff write in English and Thai. Each language is either complete (title and body) or left empty,
 * and at least one is complete; a recipient reads their language, or the other one when theirs is empty.
 */
export const bilingualMessageSchema = z
  .object({
    titleEN: optionalText(MESSAGE_TITLE_MAX),
    bodyEN: optionalText(MESSAGE_BODY_MAX),
    titleTH: optionalText(MESSAGE_TITLE_MAX),
    bodyTH: optionalText(MESSAGE_BODY_MAX),
  })
  .superRefine((value, ctx) => {
    for (const [title, body] of [
      ['titleEN', 'bodyEN'],
      ['titleTH', 'bodyTH'],
    ] as const) {
      if (value[title] && !value[body]) ctx.addIssue({ code: 'custom', path: [body], message: 'REQUIRED' });
      if (value[body] && !value[title]) ctx.addIssue({ code: 'custom', path: [title], message: 'REQUIRED' });
    }
    if (!value.titleEN && !value.bodyEN && !value.titleTH && !value.bodyTH)
      ctx.addIssue({ code: 'custom', path: ['titleEN'], message: 'ONE_LANGUAGE_REQUIRED' });
  });
export type BilingualMessage = z.infer<typeof bilingualMessageSchema>;

/** The version of a bilingual text a recipient reads. */
export function textFor(language: string, text: BilingualMessage): { title: string; body: string } {
  const thai = { title: text.titleTH, body: text.bodyTH };
  const english = { title: text.titleEN, body: text.bodyEN };
  if (language === 'th') return thai.title ? thai : english;
  return english.title ? english : thai;
}

/**
 * Who a staff message goes to: one investor, or every investor matching the group's filters (levels, and
 * optionally those with a joining in one offering, optionally in some statuses). Staff accounts never receive.
 */
export const messageAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('user'), userId: z.coerce.number({ error: 'REQUIRED' }).int().positive({ error: 'REQUIRED' }) }),
    z.object({
      kind: z.literal('group'),
      levels: z.array(z.enum(USER_LEVELS)).min(1, { error: 'SELECT_REQUIRED' }),
      offeringId: z.coerce.number().int().positive().nullable().default(null),
      joiningStatuses: z.array(z.enum(JOINING_STATUSES)).default([]),
    }),
  ],
  { error: 'SELECT_REQUIRED' },
);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const messageComposeSchema = z.object({ audience: messageAudienceSchema, text: bilingualMessageSchema });
export type MessageCompose = z.infer<typeof messageComposeSchema>;

/** A notice is published in both languages, to everyone (PUBLIC) or to signed-in members only. */
export const noticeInputSchema = z.object({
  audience: z.enum(NOTICE_AUDIENCES, { error: 'SELECT_REQUIRED' }),
  titleEN: text(MESSAGE_TITLE_MAX),
  bodyEN: text(MESSAGE_BODY_MAX),
  titleTH: text(MESSAGE_TITLE_MAX),
  bodyTH: text(MESSAGE_BODY_MAX),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const INQUIRY_KINDS = ['PUBLIC', 'MEMBER'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
export const INQUIRY_STATUSES = ['OPEN', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const inquiryReplySchema = z.object({ reply: text(INQUIRY_REPLY_MAX) });
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

export const adminInquiriesQuerySchema = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  kind: z.enum(INQUIRY_KINDS).optional(),
  page: pageQuerySchema.shape.page,
});

export const adminPageQuerySchema = z.object({ page: pageQuerySchema.shape.page });
