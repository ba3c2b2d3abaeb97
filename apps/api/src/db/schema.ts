import type { InquiryKind, InquiryStatus, NoticeAudience } from '@ico/domain/communication';
import type { StaffProposalKind, StaffProposalStatus } from '@ico/domain/contracts/staff';
import type { EddBasis, EddOrigin, EddStatus } from '@ico/domain/edd';
import type { ProposalKind, ProposalStatus } from '@ico/domain/four-eyes';
import type { Language } from '@ico/domain/language';
import type { OfferingDocumentKind } from '@ico/domain/offering-documents';
import type { Individual, Nationality } from '@ico/domain/options';
import type { CreditMatch, RefundReason, RefundStatus, SlipCheck, StatementFormat } from '@ico/domain/reconciliation';
import type { CountryRiskCategory, RiskLevel, RiskReason } from '@ico/domain/risk-rating';
import type {
  CaseDecision,
  CaseStatus,
  EntryKind,
  ListedBirth,
  MatchField,
  ReleaseChange,
  ScreeningState,
  ScreeningTrigger,
  WatchList,
  WatchlistName,
} from '@ico/domain/screening';
import type { FreezeReportContent } from '@ico/domain/screening-cases';
import type { StaffRole } from '@ico/domain/staff';
import type { InvestorLevel, JoiningStatus, ScreenedItem, TransitionActor, UserLevel, VerificationStatus } from '@ico/domain/statuses';
import type { SuitabilityLevel } from '@ico/domain/suitability';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Thai public holidays, excluded from business-day deadlines; staff edit the list. */
export const holiday = pgTable('holiday', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameEN: text('name_en').notNull(),
  nameTH: text('name_th').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Investors and staff (staff have a role). The KYC columns are filled by the detail information form;
 * statuses and level move only through the services.
 */
export const user = pgTable(
  'app_user',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<StaffRole>(),
    individual: text('individual').$type<Individual>().notNull().default('individual'),
    nationality: text('nationality').$type<Nationality>().notNull(),
    usCitizen: boolean('us_citizen').notNull().default(false),
    usTaxResident: boolean('us_tax_resident').notNull().default(false),
    firstNameEN: text('first_name_en').notNull(),
    lastNameEN: text('last_name_en').notNull(),
    firstNameTH: text('first_name_th').notNull().default(''),
    lastNameTH: text('last_name_th').notNull().default(''),
    language: text('language').$type<Language>().notNull().default('en'),
    userLevel: text('user_level').$type<UserLevel>().notNull().default('VIEWER_LEVEL'),
    detailInfoStatus: text('detail_info_status').$type<VerificationStatus>().notNull().default('NEED_TO_SUBMIT'),
    suitabilityTestStatus: text('suitability_test_status').$type<VerificationStatus>().notNull().default('NEED_TO_SUBMIT'),
    bankFileStatus: text('bank_file_status').$type<VerificationStatus>().notNull().default('NEED_TO_SUBMIT'),
    selfieFileStatus: text('selfie_file_status').$type<VerificationStatus>().notNull().default('NEED_TO_SUBMIT'),
    companyFileStatus: text('company_file_status').$type<VerificationStatus>().notNull().default('NEED_TO_SUBMIT'),
    suitabilityLevel: text('suitability_level').$type<SuitabilityLevel>(),
    /** The detail information (spec section 3 names), one JSON document: written once per submission. */
    detailInfo: jsonb('detail_info').$type<Record<string, string>>(),
    companyName: text('company_name'),
    /** Copies of the identity numbers of the detail information, unique across users. */
    thaiIdNumber: text('thai_id_number'),
    passportId: text('passport_id'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** TOTP secrets are stored encrypted (AES-256-GCM), never in clear. */
    otpSecret: text('otp_secret'),
    otpPendingSecret: text('otp_pending_secret'),
    /** The last accepted TOTP time step: a code is never accepted twice (no replay within its window). */
    otpLastStep: bigint('otp_last_step', { mode: 'number' }),
    /** A staff member's off-boarding: set, every token of theirs stops working at once (issue 16). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /**
     * Issue 29: when the member's power to approve last began (their account's approval, their enabling again, a role
     * that can approve): money approvals wait STAFF_APPROVAL_WAIT_HOURS from here (approver-eligibility.ts).
     */
    approverSince: timestamp('approver_since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 30: where the account stands with watch-list screening (screening.ts SCREENING_STATES), kept here so a
     * reservation reads a flag and never searches; moved only by the screening services, with the time of the last
     * screening.
     */
    screeningState: text('screening_state').$type<ScreeningState>().notNull().default('CLEAR'),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /**
     * Issue 30, deliver 5: the money-laundering risk rating (risk-rating.ts), recomputed by the risk services whenever a
     * fact it reads changes; null before the first rating. The review dates follow the level (RISK_REVIEW_MONTHS).
     */
    riskLevel: text('risk_level').$type<RiskLevel>(),
    riskReasons: jsonb('risk_reasons').$type<RiskReason[]>().notNull().default([]),
    riskComputedAt: timestamp('risk_computed_at', { withTimezone: true }),
    riskReviewedAt: timestamp('risk_reviewed_at', { withTimezone: true }),
    riskReviewDueAt: timestamp('risk_review_due_at', { withTimezone: true }),
    /** Issue 30, deliver 6: when the suitability test was last passed (valid SUITABILITY_VALID_DAYS) and the renewal mailed. */
    suitabilityPassedAt: timestamp('suitability_passed_at', { withTimezone: true }),
    suitabilityRemindedAt: timestamp('suitability_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_user_username_key').on(t.username),
    uniqueIndex('app_user_email_key').on(sql`lower(${t.email})`),
    index('app_user_role_idx').on(t.role).where(sql`${t.role} is not null`),
    index('app_user_risk_review_idx').on(t.riskReviewDueAt).where(sql`${t.riskReviewDueAt} is not null`),
    index('app_user_suitability_reminder_idx').on(t.suitabilityPassedAt).where(sql`${t.suitabilityRemindedAt} is null`),
    uniqueIndex('app_user_thai_id_key').on(t.thaiIdNumber),
    uniqueIndex('app_user_passport_key').on(sql`upper(${t.passportId})`),
  ],
);

/** Mailed links: sign-up (step 1) and set-password for accounts staff create. Codes are stored hashed. */
export const emailVerification = pgTable(
  'email_verification',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The e-mail change an 'email-change' or 'email-change-cancel' link belongs to. */
    emailChangeId: integer('email_change_id').references(() => emailChange.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_code_key').on(t.codeHash), index('email_verification_email_idx').on(sql`lower(${t.email})`)],
);

/** One signed-in session (a refresh-token family); revoking it ends every token of the family. */
export const authSession = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Moved on each refresh: the idle timeout counts from here, and the session list shows it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this session itself presented a second factor (a one-time or recovery code); the back office needs one. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);

/** Two-factor recovery codes: ten per user, shown once, stored hashed, each used once. */
export const recoveryCode = pgTable(
  'recovery_code',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_code_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * A change of e-mail address: the new address confirms it by a mailed link; the old address is told and may undo
 * it until `cancelUntil`. The links are email_verification rows pointing here.
 */
export const emailChange = pgTable(
  'email_change',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelUntil: timestamp('cancel_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_change_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A two-factor reset for an investor who lost both the authenticator and the recovery codes: staff open it with a
 * reason, the investor sends a new selfie, and approving that selfie turns two-factor off.
 */
export const mfaReset = pgTable(
  'mfa_reset',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** The selfie sent for the identity re-check. */
    submissionId: integer('submission_id').references(() => verificationSubmission.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** An account with money in progress needs two approvals: the first approver and when (mfa-reset.ts). */
    firstApprovedBy: integer('first_approved_by').references(() => user.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The stored picture the newest selfie copies (a perceptual match), and how close: never approved. */
    selfieCopyOf: uuid('selfie_copy_of'),
    selfieCopyDistance: integer('selfie_copy_distance'),
  },
  (t) => [index('mfa_reset_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * An investor's request to close the account (PDPA). Staff complete it when no reservation is open; the data is kept
 * until `deleteAfter` (the AML retention period), then a job deletes it. The row outlives the user it names.
 */
export const accountClosure = pgTable(
  'account_closure',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    /** The level before the request blocked the account, restored if the request is withdrawn or refused. */
    previousLevel: text('previous_level').$type<UserLevel>().notNull(),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('account_closure_user_idx').on(t.userId),
    index('account_closure_due_idx').on(t.deleteAfter).where(sql`${t.deletedAt} is null`),
  ],
);

/** Refresh tokens, hashed; a token is used once (rotation), and its reuse revokes the session. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_token_session_idx').on(t.sessionId)],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Every mail the portal sends; without SMTP_URL this table (and the log) is the outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * Queued mails (inbox copies, inquiry notices) are written in the transaction of what they tell about and
     * delivered by the outbox worker: due while this is set and sent_at is empty; cleared when delivered or given up.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`)],
);

/** Every staff action, append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: a row never changes, not even when the user it names is deleted. */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    /**
     * The hash chain (issue 16): `hash` is SHA-256 over the row's canonical content and `prevHash`, the hash of the row
     * before it. Null on rows written before the chain existed until the first start seals them. The database refuses
     * every UPDATE, DELETE and TRUNCATE of the table (migration 0007).
     */
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /**
     * HMAC-SHA-256 over the canonical content and `hash`, with a key from the environment the database never holds,
     * and that key's id (issue 29, ADR 0027). `macSealedAt`: set on rows written before the keys, MAC'd once at start.
     */
    mac: text('mac'),
    macKeyId: text('mac_key_id'),
    macSealedAt: timestamp('mac_sealed_at', { withTimezone: true }),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc()), index('audit_log_action_idx').on(t.action)],
);

/**
 * One submission of a verification item (detail info, identity files, bank file, company file) and its
 * screening. The newest row of a user and item is the current one; older rows stay as history.
 */
export const verificationSubmission = pgTable(
  'verification_submission',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    item: text('item').$type<ScreenedItem>().notNull(),
    /** The values as submitted (spec names); files are rows of private_file pointing here. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<VerificationStatus>().notNull().default('NEED_TO_SCREENING'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('verification_submission_queue_idx').on(t.item, t.status, t.submittedAt),
    index('verification_submission_user_idx').on(t.userId, t.item),
  ],
);

/** Private files (identity documents, bank books, company documents, slips): never served statically. */
export const privateFile = pgTable(
  'private_file',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => verificationSubmission.id, { onDelete: 'set null' }),
    /** Payment slips belong to a joining. */
    joiningId: integer('joining_id').references(() => joining.id, { onDelete: 'set null' }),
    /** The form field it came in (selfiePrivate, IDcard1Private, bookImagePrivate, ...). */
    field: text('field').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /**
     * The SHA-256 of the bytes as the investor sent them, before re-encoding (issue 17): the same picture sent again
     * is recognised even though what is stored is the re-encoded copy (`sha256`).
     */
    receivedSha256: text('received_sha256'),
    /** Payment slips (issue 17): what reading the slip's QR code found (reconciliation.ts SLIP_CHECKS). */
    slipCheck: text('slip_check').$type<SlipCheck>(),
    /** The slip-verification payload's sending bank (three-digit bank code) and transaction reference. */
    slipSendingBank: text('slip_sending_bank'),
    slipReference: text('slip_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('private_file_owner_idx').on(t.ownerId),
    index('private_file_received_sha_idx').on(t.receivedSha256),
    index('private_file_slip_reference_idx').on(t.slipReference),
    index('private_file_submission_idx').on(t.submissionId),
    index('private_file_joining_idx').on(t.joiningId),
  ],
);

/** Questionnaires: the suitability test ('suitability') and, later, each offering's knowledge test. */
export const surveyQuestion = pgTable(
  'survey_question',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    survey: text('survey').notNull(),
    order: integer('question_order').notNull(),
    questionEN: text('question_en').notNull(),
    questionTH: text('question_th').notNull(),
    answersEN: jsonb('answers_en').$type<string[]>().notNull(),
    answersTH: jsonb('answers_th').$type<string[]>().notNull(),
    points: jsonb('points').$type<number[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_question_order_key').on(t.survey, t.order)],
);

export const surveyResult = pgTable(
  'survey_result',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    survey: text('survey').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    points: integer('points').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_result_user_idx').on(t.userId, t.survey)],
);

/** A message staff wrote to one investor or a group: what was sent, to whom, and how many received it. */
export const messageCampaign = pgTable('message_campaign', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  senderId: integer('sender_id').references(() => user.id, { onDelete: 'set null' }),
  titleEN: text('title_en').notNull(),
  bodyEN: text('body_en').notNull(),
  titleTH: text('title_th').notNull(),
  bodyTH: text('body_th').notNull(),
  audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});

/** Messages from the operator to one investor, in the investor's language (`/messages`). */
export const message = pgTable(
  'message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    senderId: integer('sender_id').references(() => user.id, { onDelete: 'set null' }),
    campaignId: integer('campaign_id').references(() => messageCampaign.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_user_idx').on(t.userId, t.createdAt.desc()),
    index('message_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
    index('message_campaign_idx').on(t.campaignId),
  ],
);

/** Notices from the operator, in English and Thai, to everyone (PUBLIC) or to signed-in members (MEMBERS). */
export const notice = pgTable(
  'notice',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    audience: text('audience').$type<NoticeAudience>().notNull(),
    titleEN: text('title_en').notNull(),
    bodyEN: text('body_en').notNull(),
    titleTH: text('title_th').notNull(),
    bodyTH: text('body_th').notNull(),
    authorId: integer('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_audience_idx').on(t.audience, t.createdAt.desc())],
);

/** Which member opened which notice (a notice becomes read once opened). */
export const noticeRead = pgTable(
  'notice_read',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notice.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notice_read_key').on(t.userId, t.noticeId)],
);

/** Inquiries from the public form (`/inquiry`) and from members (`/member_inquiry`), and the staff reply. */
export const inquiry = pgTable(
  'inquiry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** PUBLIC or MEMBER. */
    kind: text('kind').$type<InquiryKind>().notNull(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** The language the reply is written for (the form's language, or the member's). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** OPEN or ANSWERED. */
    status: text('status').$type<InquiryStatus>().notNull().default('OPEN'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_status_idx').on(t.status, t.createdAt.desc()), index('inquiry_user_idx').on(t.userId)],
);

/** Pictures and documents everyone may see: token images, posters, monitoring files. */
export const publicFile = pgTable('public_file', {
  id: uuid('id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: integer('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Baht are whole numbers; tokens have 8 decimals. numeric columns read back as strings, never floats. */
const baht = (name: string) => numeric(name, { precision: 20, scale: 0 });
const tokens = (name: string) => numeric(name, { precision: 38, scale: 8 });

/** A token offering; its status (PRE_ICO, NOW_ICO, POST_ICO) follows from the dates. */
export const offering = pgTable(
  'offering',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenName: text('token_name').notNull(),
    ticker: text('ticker').notNull(),
    summaryEN: text('summary_en').notNull(),
    summaryTH: text('summary_th').notNull(),
    imageId: uuid('image_id').references(() => publicFile.id, { onDelete: 'set null' }),
    posterId: uuid('poster_id').references(() => publicFile.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    finishAt: timestamp('finish_at', { withTimezone: true }).notNull(),
    totalAmount: baht('total_amount').notNull(),
    totalAmountToken: tokens('total_amount_token').notNull(),
    minimumAmount: baht('minimum_amount').notNull(),
    allowedLevels: jsonb('allowed_levels').$type<InvestorLevel[]>().notNull(),
    paymentInstructionsEN: text('payment_instructions_en').notNull(),
    paymentInstructionsTH: text('payment_instructions_th').notNull(),
    promptPayId: text('promptpay_id').notNull(),
    /** The operator's bank account that receives the payments (issue 19), beside the PromptPay ID; optional. */
    payeeBank: text('payee_bank'),
    payeeAccountNumber: text('payee_account_number'),
    payeeAccountName: text('payee_account_name'),
    /** The issuer of the token (issue 19): names, company registration number, address and website. */
    issuerNameEN: text('issuer_name_en'),
    issuerNameTH: text('issuer_name_th'),
    issuerRegistrationNumber: text('issuer_registration_number'),
    issuerAddressEN: text('issuer_address_en'),
    issuerAddressTH: text('issuer_address_th'),
    issuerWebsite: text('issuer_website'),
    /** true: staff screen each reservation; false: reservations go straight to WAITING_FOR_PAYMENT. */
    screening: boolean('screening').notNull().default(true),
    /** Correct answers needed to pass the knowledge test (its questions are survey 'knowledge:{id}'). */
    knowledgePassMark: integer('knowledge_pass_mark').notNull().default(1),
    /**
     * The sum of the live reservations' amounts (issue 18), moved by the one writer of joining statuses in the same
     * transaction as the status: a reservation is one conditional update of it, never a sum over the joinings.
     */
    reservedAmount: baht('reserved_amount').notNull().default('0'),
    createdBy: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Never oversold, whatever path writes: a reservation over the total fails in the database itself.
  (t) => [check('offering_reserved_within_total', sql`${t.reservedAmount} >= 0 and ${t.reservedAmount} <= ${t.totalAmount}`)],
);

/**
 * A difference found between an offering's reserved counter and the sum of its live reservations by the
 * reconciliation job (issue 18): kept until staff see it resolved, shown in the back office and logged.
 */
export const reservedCounterAlarm = pgTable(
  'reserved_counter_alarm',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    counterAmount: baht('counter_amount').notNull(),
    liveAmount: baht('live_amount').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a later check found the counter equal to the sum again. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [index('reserved_counter_alarm_open_idx').on(t.offeringId).where(sql`${t.clearedAt} is null`)],
);

/** An offering's documents (issue 19): public PDFs (white paper, filing, others) in English or Thai. */
export const offeringDocument = pgTable(
  'offering_document',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OfferingDocumentKind>().notNull(),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => publicFile.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('offering_document_offering_idx').on(t.offeringId, t.kind)],
);

/** Announcements about an offering after it raised money (spec: monitoring entries, up to three files). */
export const monitoringEntry = pgTable(
  'monitoring_entry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    titleEN: text('title_en').notNull(),
    titleTH: text('title_th').notNull(),
    contentsEN: text('contents_en').notNull(),
    contentsTH: text('contents_th').notNull(),
    file1Id: uuid('file1_id').references(() => publicFile.id, { onDelete: 'set null' }),
    file2Id: uuid('file2_id').references(() => publicFile.id, { onDelete: 'set null' }),
    file3Id: uuid('file3_id').references(() => publicFile.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('monitoring_entry_offering_idx').on(t.offeringId, t.createdAt.desc())],
);

/**
 * An investor's way through one offering: created by the passed knowledge test, then the agreement, the
 * reservation (amount, wallet proof) and the payment. One per investor and offering.
 */
export const joining = pgTable(
  'joining',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    status: text('status').$type<JoiningStatus>().notNull(),
    amount: baht('amount'),
    tokenAmount: tokens('token_amount'),
    address: text('address'),
    /** The signed three-word message; unique, so a signature cannot be used twice. */
    message: text('message'),
    signature: text('signature'),
    version: text('version'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    /** When the current payment period began (WAITING_FOR_PAYMENT or PAYMNENT_PENDING). */
    paymentStartedAt: timestamp('payment_started_at', { withTimezone: true }),
    /**
     * The payment terms pinned when the joining first reached WAITING_FOR_PAYMENT (issue 16): its QR code and
     * instructions never change under the investor, whatever later happens to the offering's terms.
     */
    payPromptPayId: text('pay_promptpay_id'),
    payAmount: baht('pay_amount'),
    payInstructionsEN: text('pay_instructions_en'),
    payInstructionsTH: text('pay_instructions_th'),
    payBank: text('pay_bank'),
    payAccountNumber: text('pay_account_number'),
    payAccountName: text('pay_account_name'),
    payTermsPinnedAt: timestamp('pay_terms_pinned_at', { withTimezone: true }),
    /**
     * HMAC-SHA-256 over the money columns (amount, tokens, wallet address, the pinned payment terms) and the joining's
     * ids, with a key the database never holds, and its key id (issue 29, security/money-mac.ts): a column edited in
     * SQL no longer matches, and the investor is never shown it.
     */
    moneyMac: text('money_mac'),
    moneyMacKeyId: text('money_mac_key_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('joining_user_offering_key').on(t.userId, t.offeringId),
    uniqueIndex('joining_message_key').on(t.message),
    index('joining_offering_status_idx').on(t.offeringId, t.status),
    index('joining_payment_period_idx').on(t.status, t.paymentStartedAt),
  ],
);

/** Every status change of a joining, who made it and why: the history staff see and the chart reads. */
export const joiningEvent = pgTable(
  'joining_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    joiningId: integer('joining_id')
      .notNull()
      .references(() => joining.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<JoiningStatus>(),
    toStatus: text('to_status').$type<JoiningStatus>().notNull(),
    /** investor, staff or system (the transition table's actors). */
    actor: text('actor').$type<TransitionActor>().notNull(),
    actorId: integer('actor_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('joining_event_joining_idx').on(t.joiningId, t.createdAt),
    index('joining_event_offering_idx').on(t.offeringId, t.createdAt),
  ],
);

/**
 * Four eyes on money (issue 16): a change one staff member proposes and another, holding `payments.approve`, approves
 * or rejects. `kind` is one of the domain's PROPOSAL_KINDS: a joining's status change (payment confirmation, refund
 * start and finish, FUNDING_FAIL), an offering's FUNDING_FAIL for all its paid joinings, or an offering's new payment
 * terms. `evidence` holds what the proposer saw (amount, bank reference, slip file, note); `change` what is to be done.
 */
export const moneyProposal = pgTable(
  'money_proposal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ProposalKind>().notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('PENDING'),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    joiningId: integer('joining_id').references(() => joining.id, { onDelete: 'cascade' }),
    /** The joining's status when proposed: the approval refuses if it moved since. */
    fromStatus: text('from_status').$type<JoiningStatus>(),
    toStatus: text('to_status').$type<JoiningStatus>(),
    change: jsonb('change').$type<Record<string, unknown>>().notNull().default({}),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    proposedBy: integer('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('money_proposal_status_idx').on(t.status, t.proposedAt),
    uniqueIndex('money_proposal_open_joining_key').on(t.joiningId).where(sql`${t.status} = 'PENDING' and ${t.joiningId} is not null`),
    uniqueIndex('money_proposal_open_offering_key').on(t.offeringId, t.kind).where(sql`${t.status} = 'PENDING' and ${t.joiningId} is null`),
  ],
);

/**
 * Issue 29: a staff grant one administrator proposes and a second one, or the operator's command on the server host,
 * decides (staff-proposals/). One open proposal per member (by username) and per new address.
 */
export const staffProposal = pgTable(
  'staff_proposal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<StaffProposalKind>().notNull(),
    status: text('status').$type<StaffProposalStatus>().notNull().default('PENDING'),
    /** The member; null for a creation until its approval makes the account. */
    subjectId: integer('subject_id').references(() => user.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** The role the member holds once approved. */
    role: text('role').$type<StaffRole>().notNull(),
    /** What else the kind needs: a creation's names, a role change's `from`, an enabling's `disabledReason`. */
    payload: jsonb('payload').$type<Record<string, string | null>>().notNull().default({}),
    reason: text('reason').notNull(),
    proposedBy: integer('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    /** The system user and host of the operator's command that decided it (no staff member did). */
    decidedByOperator: text('decided_by_operator'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('staff_proposal_status_idx').on(t.status, t.proposedAt),
    index('staff_proposal_subject_idx').on(t.subjectId),
    uniqueIndex('staff_proposal_open_username_key').on(sql`lower(${t.username})`).where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('staff_proposal_open_email_key').on(sql`lower(${t.email})`).where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Money with satang, as bank statements and refunds carry it (never a float). */
const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/**
 * An imported bank statement of the operator's account (issue 17): its file's digest, so the same file imported
 * twice is recognised, and what the import found.
 */
export const bankStatement = pgTable(
  'bank_statement',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    format: text('format').$type<StatementFormat>().notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** The text encoding the file was read in (utf-8, utf-8 with BOM, tis-620). */
    encoding: text('encoding').notNull(),
    /** The generic format's column mapping, as given. */
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    creditCount: integer('credit_count').notNull().default(0),
    /** Credits of this file already imported from an earlier statement (added nothing). */
    duplicateCount: integer('duplicate_count').notNull().default(0),
    importedBy: integer('imported_by').references(() => user.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_statement_imported_idx').on(t.importedAt)],
);

/**
 * One credit (money in) of a bank statement, matched with the reservations when imported. `fingerprint` identifies
 * the credit across imports (booking time, amount, reference, sender and its occurrence among equal lines), so a
 * statement imported twice, or two overlapping statements, add each credit once. What staff did with it is the
 * payment proposal it was attached to (`proposalId`) or the refund case it opened (`refundId`).
 */
export const bankCredit = pgTable(
  'bank_credit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatement.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference'),
    sender: text('sender'),
    /** The statement line's description as it was, for staff. */
    description: text('description'),
    match: text('match').$type<CreditMatch>().notNull(),
    /** The joining matched (MATCHED, LATE, EXCESS) or chosen by staff (AMBIGUOUS, UNMATCHED). */
    joiningId: integer('joining_id').references(() => joining.id, { onDelete: 'set null' }),
    /** The joinings an AMBIGUOUS credit could pay, for staff to choose from. */
    candidateIds: jsonb('candidate_ids').$type<number[]>().notNull().default([]),
    proposalId: integer('proposal_id').references(() => moneyProposal.id, { onDelete: 'set null' }),
    refundId: integer('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_credit_fingerprint_key').on(t.fingerprint),
    index('bank_credit_statement_idx').on(t.statementId),
    index('bank_credit_booked_idx').on(t.bookedAt),
    index('bank_credit_joining_idx').on(t.joiningId),
  ],
);

/**
 * Money going back to an investor (issue 17): opened (REFUND_PROCESSING) and done (REFUND_DONE, with the transfer's
 * bank reference) each through a second staff member's approval. The investor's approved bank account is copied when
 * the case opens, so the account the money was sent to stays on record.
 */
export const refundCase = pgTable(
  'refund_case',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    joiningId: integer('joining_id')
      .notNull()
      .references(() => joining.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creditId: integer('credit_id').references(() => bankCredit.id, { onDelete: 'set null' }),
    reason: text('reason').$type<RefundReason>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('REFUND_PROCESSING'),
    amount: money('amount').notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankReference: text('bank_reference'),
    note: text('note'),
    openedBy: integer('opened_by').references(() => user.id, { onDelete: 'set null' }),
    openApprovedBy: integer('open_approved_by').references(() => user.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    doneBy: integer('done_by').references(() => user.id, { onDelete: 'set null' }),
    doneApprovedBy: integer('done_approved_by').references(() => user.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('refund_case_joining_idx').on(t.joiningId),
    index('refund_case_status_idx').on(t.status, t.openedAt),
    /** A credit is refunded at most once. */
    uniqueIndex('refund_case_credit_key').on(t.creditId).where(sql`${t.creditId} is not null`),
  ],
);

/**
 * Issue 30: one import of a watch list (a release). Every entry added, changed or removed against the list's release
 * before it is kept in watchlist_change; nothing is silently overwritten.
 */
export const watchlistRelease = pgTable(
  'watchlist_release',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    list: text('list').$type<WatchList>().notNull(),
    /** The file name or URL it was read from, and the SHA-256 of its bytes. */
    source: text('source').notNull(),
    sha256: text('sha256').notNull(),
    /** The list's own date or version when it names one (the UN list's dateGenerated). */
    publishedAt: text('published_at'),
    importedBy: integer('imported_by').references(() => user.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** Entries listed after this release. */
    total: integer('total').notNull().default(0),
    /** The reason compliance staff gave for an edit of the internal list (each edit is a release). */
    note: text('note'),
  },
  (t) => [index('watchlist_release_list_idx').on(t.list, t.importedAt.desc())],
);

/**
 * One person or entity of a list, by the list's own reference. An entry that a later release drops keeps its row
 * (`removedReleaseId`): hits and cases name it for as long as records are kept.
 */
export const watchlistEntry = pgTable(
  'watchlist_entry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    list: text('list').$type<WatchList>().notNull(),
    /** The list's reference (UN REFERENCE_NUMBER, the AMLO listing reference, the PEP or internal record id). */
    ref: text('ref').notNull(),
    kind: text('kind').$type<EntryKind>().notNull(),
    /** The name staff see first. */
    name: text('name').notNull(),
    names: jsonb('names').$type<WatchlistName[]>().notNull().default([]),
    /** Identity document numbers (Thai ID, passports, others), normalised: upper case, letters and digits only. */
    documentNumbers: text('document_numbers').array().notNull().default(sql`'{}'::text[]`),
    births: jsonb('births').$type<ListedBirth[]>().notNull().default([]),
    /** ISO 3166 alpha-2 codes where known, else the list's words. */
    nationalities: text('nationalities').array().notNull().default(sql`'{}'::text[]`),
    /** What else the list says (PEP position, country, office dates, the relative or associate and the link). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of the entry's content as imported: a release that changes it records the change. */
    contentHash: text('content_hash').notNull(),
    addedReleaseId: integer('added_release_id')
      .notNull()
      .references(() => watchlistRelease.id),
    changedReleaseId: integer('changed_release_id').references(() => watchlistRelease.id),
    removedReleaseId: integer('removed_release_id').references(() => watchlistRelease.id),
  },
  (t) => [uniqueIndex('watchlist_entry_ref_key').on(t.list, t.ref), index('watchlist_entry_documents_idx').using('gin', t.documentNumbers)],
);

/**
 * Every name of an entry (its own and its aliases), normalised for comparison (screening-names.ts in the domain): the
 * trigram index finds candidates without a loop over every entry.
 */
export const watchlistName = pgTable(
  'watchlist_name',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => watchlistEntry.id, { onDelete: 'cascade' }),
    normalized: text('normalized').notNull(),
    script: text('script').$type<WatchlistName['script']>().notNull(),
    quality: text('quality').$type<WatchlistName['quality']>().notNull(),
  },
  (t) => [index('watchlist_name_entry_idx').on(t.entryId), index('watchlist_name_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops'))],
);

/** What a release did to an entry: the delta against the list's release before it. */
export const watchlistChange = pgTable(
  'watchlist_change',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => watchlistRelease.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => watchlistEntry.id, { onDelete: 'cascade' }),
    change: text('change').$type<ReleaseChange>().notNull(),
    /** The entry's content before a change or removal, as it was. */
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [index('watchlist_change_release_idx').on(t.releaseId), index('watchlist_change_entry_idx').on(t.entryId)],
);

/**
 * Issue 30: each scheduled fetch of a list's configured URL and its outcome (imported, unchanged bytes, or failed with
 * the reason), shown in the back office; a failure never stops the server.
 */
export const watchlistRefresh = pgTable(
  'watchlist_refresh',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    list: text('list').$type<WatchList>().notNull(),
    url: text('url').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<'imported' | 'unchanged' | 'failed'>().notNull(),
    /** Why it failed (the fetch's or the file's problem), in the operator's words. */
    message: text('message'),
    releaseId: integer('release_id').references(() => watchlistRelease.id, { onDelete: 'set null' }),
  },
  (t) => [index('watchlist_refresh_list_idx').on(t.list, t.checkedAt.desc())],
);

/**
 * A case of the compliance queue: every potential match of one investor while it is open (later hits join it). One
 * officer proposes a decision with a reason, a second approves it (four eyes); a true match freezes the account.
 */
export const screeningCase = pgTable(
  'screening_case',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<CaseStatus>().notNull().default('OPEN'),
    trigger: text('trigger').$type<ScreeningTrigger>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    proposedDecision: text('proposed_decision').$type<CaseDecision>(),
    proposedReason: text('proposed_reason'),
    proposedBy: integer('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('screening_case_status_idx').on(t.status, t.openedAt),
    /** One open case per investor: new hits join it. */
    uniqueIndex('screening_case_open_key').on(t.userId).where(sql`${t.status} in ('OPEN', 'PROPOSED')`),
  ],
);

/**
 * One potential match: the investor, the entry and the release it came from, the score and the fields that agreed, and
 * the facts compared (their hash: a false positive stays quiet until the investor's facts or the entry change).
 */
export const screeningHit = pgTable(
  'screening_hit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => watchlistEntry.id),
    releaseId: integer('release_id')
      .notNull()
      .references(() => watchlistRelease.id),
    caseId: integer('case_id').references(() => screeningCase.id, { onDelete: 'set null' }),
    trigger: text('trigger').$type<ScreeningTrigger>().notNull(),
    /** 0 to 1, four decimals. */
    score: numeric('score', { precision: 5, scale: 4 }).notNull(),
    fields: jsonb('fields').$type<MatchField[]>().notNull().default([]),
    /** The entry's name that matched, and the investor's. */
    matchedName: text('matched_name'),
    investorName: text('investor_name'),
    factsHash: text('facts_hash').notNull(),
    entryHash: text('entry_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('screening_hit_user_idx').on(t.userId, t.createdAt.desc()), index('screening_hit_case_idx').on(t.caseId)],
);

/** A false positive two officers decided: the same investor facts against the same entry content stay quiet. */
export const screeningClearance = pgTable(
  'screening_clearance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => watchlistEntry.id),
    factsHash: text('facts_hash').notNull(),
    entryHash: text('entry_hash').notNull(),
    caseId: integer('case_id')
      .notNull()
      .references(() => screeningCase.id),
    createdAt: createdAt(),
  },
  (t) => [index('screening_clearance_user_entry_idx').on(t.userId, t.entryId)],
);

/**
 * The investor side of screening (migration 0018): each investor's names normalised as the lists' are
 * (screening-names.ts), rewritten at every screening. A list release searches it through the trigram index, the other
 * way round from the lists' own index: each changed entry finds its investors, never all against all.
 */
export const screeningSubjectName = pgTable(
  'screening_subject_name',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    normalized: text('normalized').notNull(),
    script: text('script').$type<WatchlistName['script']>().notNull(),
  },
  (t) => [
    index('screening_subject_name_user_idx').on(t.userId),
    index('screening_subject_name_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
  ],
);

/**
 * Issue 30: the report written when two officers confirm a true match and the account is frozen: for the authority,
 * who, which entries of which lists and releases, and what the account held then (a snapshot, never recomputed).
 * One per case; the PDF and the CSV are rendered from it.
 */
export const screeningFreezeReport = pgTable('screening_freeze_report', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .unique('screening_freeze_report_case_key')
    .references(() => screeningCase.id),
  userId: integer('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<FreezeReportContent>().notNull(),
  createdAt: createdAt(),
});

/**
 * Issue 30, deliver 5: the high-risk country list the risk rating reads (FATF's call for action and increased
 * monitoring), seeded by migration 0020 with FATF's publication of 13 June 2025 and kept current by compliance.
 */
export const riskCountry = pgTable('risk_country', {
  country: text('country').primaryKey(),
  category: text('category').$type<CountryRiskCategory>().notNull(),
  /** Where the entry comes from (the FATF publication, or what compliance noted when editing). */
  source: text('source').notNull(),
  updatedBy: integer('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 30, deliver 5: a high-risk investor's source-of-funds or source-of-wealth declaration with its document. One
 * compliance officer proposes approval, a senior role approves (four eyes), or it is returned with a reason.
 */
export const eddDeclaration = pgTable(
  'edd_declaration',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    basis: text('basis').$type<EddBasis>().notNull(),
    origin: text('origin').$type<EddOrigin>().notNull(),
    explanation: text('explanation').notNull(),
    fileId: uuid('file_id').references(() => privateFile.id, { onDelete: 'set null' }),
    status: text('status').$type<EddStatus>().notNull().default('SUBMITTED'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    proposedBy: integer('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    proposalNote: text('proposal_note'),
    decidedBy: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    returnReason: text('return_reason'),
  },
  (t) => [
    index('edd_declaration_status_idx').on(t.status, t.submittedAt),
    /** One declaration in review per investor. */
    uniqueIndex('edd_declaration_pending_key').on(t.userId).where(sql`${t.status} in ('SUBMITTED', 'PROPOSED')`),
  ],
);
