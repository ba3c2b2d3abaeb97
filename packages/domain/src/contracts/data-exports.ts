import { z } from 'zod';
import { CLOSURE_STATUSES } from '../account-closure';
import { secondFactorCodeSchema } from '../fields';
import { REFUND_REASONS, REFUND_STATUSES } from '../reconciliation';
import { JOINING_STATUSES, SCREENED_ITEMS, USER_LEVELS, VERIFICATION_STATUSES } from '../statuses';
import { endpoint } from './endpoint';

/**
 * Step-up of a signed-in investor before something a stolen access token must not do alone (download every document,
 * close the account): the current password and, with two-factor on, a one-time code (405 OTP_REQUIRED without it).
 */
export const stepUpSchema = z.object({
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(200),
  otp: secondFactorCodeSchema.optional(),
});
export type StepUp = z.infer<typeof stepUpSchema>;

/** The archive's JSON document: its name inside the zip, and its format and version. */
export const PERSONAL_DATA_FILE = 'personal-data.json';
export const PERSONAL_DATA_FORMAT = 'siamico-personal-data';
/** Each private file sits under this folder of the archive, as `files/<file id>/<file name>`. */
export const PERSONAL_DATA_FILES_FOLDER = 'files';

const at = z.string();
const maybeAt = z.string().nullable();

/**
 * Every record about the investor, keyed to them (PDPA sections 30 and 31: a copy, in a commonly used
 * machine-readable format). What is left out, and why, is listed in the document itself (`notIncluded`).
 */
export const personalDataSchema = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  version: z.literal(1),
  exportedAt: at,
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    individual: z.string(),
    nationality: z.string(),
    usCitizen: z.boolean(),
    usTaxResident: z.boolean(),
    firstNameEN: z.string(),
    lastNameEN: z.string(),
    firstNameTH: z.string(),
    lastNameTH: z.string(),
    companyName: z.string().nullable(),
    thaiIdNumber: z.string().nullable(),
    passportId: z.string().nullable(),
    language: z.string(),
    userLevel: z.enum(USER_LEVELS),
    detailInfoStatus: z.enum(VERIFICATION_STATUSES),
    suitabilityTestStatus: z.enum(VERIFICATION_STATUSES),
    bankFileStatus: z.enum(VERIFICATION_STATUSES),
    selfieFileStatus: z.enum(VERIFICATION_STATUSES),
    companyFileStatus: z.enum(VERIFICATION_STATUSES),
    suitabilityLevel: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: at,
    updatedAt: at,
  }),
  detailInformation: z.record(z.string(), z.string()).nullable(),
  verificationSubmissions: z.array(
    z.object({
      id: z.number().int(),
      item: z.enum(SCREENED_ITEMS),
      data: z.record(z.string(), z.string()),
      status: z.enum(VERIFICATION_STATUSES),
      reason: z.string().nullable(),
      submittedAt: at,
      decidedAt: maybeAt,
    }),
  ),
  surveyAnswers: z.array(
    z.object({
      survey: z.string(),
      answers: z.record(z.string(), z.number()),
      points: z.number(),
      passed: z.boolean(),
      createdAt: at,
    }),
  ),
  reservations: z.array(
    z.object({
      id: z.number().int(),
      offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
      status: z.enum(JOINING_STATUSES),
      amount: z.string().nullable(),
      tokenAmount: z.string().nullable(),
      walletAddress: z.string().nullable(),
      signedMessage: z.string().nullable(),
      signature: z.string().nullable(),
      reservedAt: maybeAt,
      paymentStartedAt: maybeAt,
      createdAt: at,
      updatedAt: at,
      history: z.array(
        z.object({
          fromStatus: z.enum(JOINING_STATUSES).nullable(),
          toStatus: z.enum(JOINING_STATUSES),
          by: z.string(),
          reason: z.string().nullable(),
          at,
        }),
      ),
    }),
  ),
  /** Money going back to the investor (issue 17), with the bank account it was sent to. */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      reservationId: z.number().int(),
      reason: z.enum(REFUND_REASONS),
      status: z.enum(REFUND_STATUSES),
      amount: z.string(),
      bankCode: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      bankReference: z.string().nullable(),
      openedAt: at,
      doneAt: maybeAt,
    }),
  ),
  messages: z.array(
    z.object({ id: z.number().int(), title: z.string(), body: z.string(), read: z.boolean(), readAt: maybeAt, createdAt: at }),
  ),
  noticesRead: z.array(z.object({ noticeId: z.number().int(), titleEN: z.string(), titleTH: z.string(), readAt: at })),
  inquiries: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      email: z.string(),
      category: z.string(),
      subject: z.string(),
      description: z.string(),
      language: z.string(),
      status: z.string(),
      reply: z.string().nullable(),
      repliedAt: maybeAt,
      createdAt: at,
    }),
  ),
  signIns: z.array(z.object({ ipAddress: z.string(), userAgent: z.string().nullable(), at })),
  sessions: z.array(
    z.object({
      ipAddress: z.string(),
      userAgent: z.string().nullable(),
      createdAt: at,
      lastUsedAt: at,
      secondFactorAt: maybeAt,
      endedAt: maybeAt,
      endedBecause: z.string().nullable(),
    }),
  ),
  consents: z.array(
    z.object({
      kind: z.enum(['TERMS_OF_USE_AND_PRIVACY_POLICY', 'OFFERING_RISK_AGREEMENT']),
      offeringId: z.number().int().nullable(),
      givenAt: at,
    }),
  ),
  emailChanges: z.array(
    z.object({ oldEmail: z.string(), newEmail: z.string(), createdAt: at, confirmedAt: maybeAt, cancelledAt: maybeAt }),
  ),
  mailedLinks: z.array(z.object({ purpose: z.string(), email: z.string(), createdAt: at, expiresAt: at, usedAt: maybeAt })),
  recoveryCodes: z.array(z.object({ createdAt: at, usedAt: maybeAt })),
  twoFactorResets: z.array(z.object({ createdAt: at, completedAt: maybeAt, cancelledAt: maybeAt })),
  accountClosures: z.array(
    z.object({
      status: z.enum(CLOSURE_STATUSES),
      reason: z.string().nullable(),
      requestedAt: at,
      completedAt: maybeAt,
      refusedAt: maybeAt,
      deleteAfter: maybeAt,
    }),
  ),
  mailsSent: z.array(z.object({ to: z.string(), subject: z.string(), createdAt: at, sentAt: maybeAt })),
  files: z.array(
    z.object({
      id: z.string(),
      /** Where the file is inside this archive. */
      path: z.string(),
      field: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      submissionId: z.number().int().nullable(),
      reservationId: z.number().int().nullable(),
      createdAt: at,
    }),
  ),
  notIncluded: z.array(z.object({ what: z.string(), why: z.string() })),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** The answer is a zip (application/zip), streamed: no answer schema. */
export const exportPersonalData = endpoint({
  method: 'POST',
  path: '/auth/data_export/',
  summary:
    'Download every record about me and my files as one zip (personal-data.json and files/); password, and a one-time code with two-factor (405 OTP_REQUIRED without); 3 a day; audited and mailed',
  body: stepUpSchema,
  errors: ['VALIDATION_FAILED', 'OLD_PASSWORD_WRONG', 'OTP_REQUIRED', 'WRONG_OTP', 'TOO_MANY_REQUESTS'],
});
