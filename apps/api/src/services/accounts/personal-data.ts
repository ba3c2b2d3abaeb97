import { closureStatus } from '@ico/domain/account-closure';
import { PERSONAL_DATA_FILES_FOLDER, PERSONAL_DATA_FORMAT, type PersonalData } from '@ico/domain/contracts/data-exports';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountClosure,
  authSession,
  emailChange,
  emailVerification,
  inquiry,
  joining,
  joiningEvent,
  loginHistory,
  mailOutbox,
  message,
  mfaReset,
  notice,
  noticeRead,
  offering,
  privateFile,
  recoveryCode,
  refundCase,
  surveyResult,
  user,
  verificationSubmission,
} from '../../db/schema';
import { AppError } from '../../errors';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What the archive leaves out, and why; the document carries this list, so the investor reads it with the data.
 * Secrets are left out because a copy of the archive in the wrong hands must not open the account; staff members'
 * names because they are other people's personal data; the operator's internal records because they are its own
 * security and compliance notes (the decisions they led to, which concern the investor, are in the data).
 */
const NOT_INCLUDED: PersonalData['notIncluded'] = [
  { what: 'Password', why: 'It is stored only as a one-way hash, which is of no use to you and would help someone guess your password.' },
  {
    what: 'Two-factor secret, recovery codes, mailed links and session tokens',
    why: 'They are secrets: anyone holding this file could use them to take over your account. Their dates are included.',
  },
  {
    what: 'Which staff member screened, replied to or changed something',
    why: 'Their names are personal data of our staff. The decisions, statuses and the reasons given to you are included.',
  },
  {
    what: 'The audit log and internal notes (reasons for level changes or two-factor resets)',
    why: "They are the operator's internal security and compliance records; your current level and every status are included.",
  },
  {
    what: 'The text of the mails we sent you',
    why: 'Mails may hold single-use links that still work; each mail is listed with its subject and dates, and the texts are in your mailbox.',
  },
];

/** A file's name as an archive entry: no folders, no control characters, no leading dots, at most 100 characters. */
function entryName(fileName: string): string {
  const cleaned = fileName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-100);
  return cleaned || 'file';
}

export type ArchivedFile = { path: string; storageKey: string; size: number; createdAt: Date };

/**
 * Every record keyed to the user, read in one repeatable-read transaction so the document is one consistent moment,
 * and the private files to put beside it. Only rows whose user (or owner) is this user are read; the notices and
 * offerings named come from the user's own rows.
 */
export async function collectPersonalData(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ document: PersonalData; files: ArchivedFile[] }> {
  return db.transaction(
    async (tx) => {
      const [account] = await tx.select().from(user).where(eq(user.id, userId)).limit(1);
      if (!account) throw new AppError('USER_NOT_EXIST');

      const submissions = await tx
        .select()
        .from(verificationSubmission)
        .where(eq(verificationSubmission.userId, userId))
        .orderBy(asc(verificationSubmission.submittedAt));
      const surveys = await tx.select().from(surveyResult).where(eq(surveyResult.userId, userId)).orderBy(asc(surveyResult.createdAt));
      const joinings = await tx
        .select({ joining, offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker } })
        .from(joining)
        .innerJoin(offering, eq(offering.id, joining.offeringId))
        .where(eq(joining.userId, userId))
        .orderBy(asc(joining.createdAt));
      const joiningIds = joinings.map((row) => row.joining.id);
      const events =
        joiningIds.length === 0
          ? []
          : await tx
              .select()
              .from(joiningEvent)
              .where(inArray(joiningEvent.joiningId, joiningIds))
              .orderBy(asc(joiningEvent.createdAt), asc(joiningEvent.id));
      const refunds = await tx.select().from(refundCase).where(eq(refundCase.userId, userId)).orderBy(asc(refundCase.openedAt));
      const messages = await tx.select().from(message).where(eq(message.userId, userId)).orderBy(asc(message.createdAt));
      const noticesRead = await tx
        .select({ noticeId: noticeRead.noticeId, titleEN: notice.titleEN, titleTH: notice.titleTH, readAt: noticeRead.readAt })
        .from(noticeRead)
        .innerJoin(notice, eq(notice.id, noticeRead.noticeId))
        .where(eq(noticeRead.userId, userId))
        .orderBy(asc(noticeRead.readAt));
      const inquiries = await tx.select().from(inquiry).where(eq(inquiry.userId, userId)).orderBy(asc(inquiry.createdAt));
      const signIns = await tx.select().from(loginHistory).where(eq(loginHistory.userId, userId)).orderBy(asc(loginHistory.createdAt));
      const sessions = await tx.select().from(authSession).where(eq(authSession.userId, userId)).orderBy(asc(authSession.createdAt));
      const emailChanges = await tx.select().from(emailChange).where(eq(emailChange.userId, userId)).orderBy(asc(emailChange.createdAt));
      const links = await tx
        .select()
        .from(emailVerification)
        .where(eq(emailVerification.userId, userId))
        .orderBy(asc(emailVerification.createdAt));
      const codes = await tx.select().from(recoveryCode).where(eq(recoveryCode.userId, userId)).orderBy(asc(recoveryCode.createdAt));
      const resets = await tx.select().from(mfaReset).where(eq(mfaReset.userId, userId)).orderBy(asc(mfaReset.createdAt));
      const closures = await tx
        .select()
        .from(accountClosure)
        .where(eq(accountClosure.userId, userId))
        .orderBy(asc(accountClosure.requestedAt));
      // Mails to the account's address since the account exists: before, the address may have been someone else's.
      const mails = await tx
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(and(sql`lower(${mailOutbox.to}) = lower(${account.email})`, gte(mailOutbox.createdAt, account.createdAt)))
        .orderBy(asc(mailOutbox.createdAt));
      const fileRows = await tx.select().from(privateFile).where(eq(privateFile.ownerId, userId)).orderBy(asc(privateFile.createdAt));

      const files = fileRows.map((file) => ({
        row: file,
        path: `${PERSONAL_DATA_FILES_FOLDER}/${file.id}/${entryName(file.fileName)}`,
      }));
      const document: PersonalData = {
        format: PERSONAL_DATA_FORMAT,
        version: 1,
        exportedAt: iso(now),
        account: {
          id: account.id,
          username: account.username,
          email: account.email,
          individual: account.individual,
          nationality: account.nationality,
          usCitizen: account.usCitizen,
          usTaxResident: account.usTaxResident,
          firstNameEN: account.firstNameEN,
          lastNameEN: account.lastNameEN,
          firstNameTH: account.firstNameTH,
          lastNameTH: account.lastNameTH,
          companyName: account.companyName,
          thaiIdNumber: account.thaiIdNumber,
          passportId: account.passportId,
          language: account.language,
          userLevel: account.userLevel,
          detailInfoStatus: account.detailInfoStatus,
          suitabilityTestStatus: account.suitabilityTestStatus,
          bankFileStatus: account.bankFileStatus,
          selfieFileStatus: account.selfieFileStatus,
          companyFileStatus: account.companyFileStatus,
          suitabilityLevel: account.suitabilityLevel,
          twoFactorEnabled: account.mfaEnabled,
          createdAt: iso(account.createdAt),
          updatedAt: iso(account.updatedAt),
        },
        detailInformation: account.detailInfo ?? null,
        verificationSubmissions: submissions.map((s) => ({
          id: s.id,
          item: s.item,
          data: s.data,
          status: s.status,
          reason: s.reason,
          submittedAt: iso(s.submittedAt),
          decidedAt: isoOrNull(s.decidedAt),
        })),
        surveyAnswers: surveys.map((s) => ({
          survey: s.survey,
          answers: s.answers,
          points: s.points,
          passed: s.passed,
          createdAt: iso(s.createdAt),
        })),
        reservations: joinings.map(({ joining: j, offering: o }) => ({
          id: j.id,
          offering: o,
          status: j.status,
          amount: j.amount,
          tokenAmount: j.tokenAmount,
          walletAddress: j.address,
          signedMessage: j.message,
          signature: j.signature,
          reservedAt: isoOrNull(j.reservedAt),
          paymentStartedAt: isoOrNull(j.paymentStartedAt),
          createdAt: iso(j.createdAt),
          updatedAt: iso(j.updatedAt),
          history: events
            .filter((e) => e.joiningId === j.id)
            .map((e) => ({ fromStatus: e.fromStatus, toStatus: e.toStatus, by: e.actor, reason: e.reason, at: iso(e.createdAt) })),
        })),
        refunds: refunds.map((r) => ({
          id: r.id,
          reservationId: r.joiningId,
          reason: r.reason,
          status: r.status,
          amount: r.amount,
          bankCode: r.bankCode,
          accountName: r.bankAccountName,
          accountNumber: r.bankAccountNumber,
          bankReference: r.bankReference,
          openedAt: iso(r.openedAt),
          doneAt: isoOrNull(r.doneAt),
        })),
        messages: messages.map((m) => ({
          id: m.id,
          title: m.title,
          body: m.body,
          read: m.isRead,
          readAt: isoOrNull(m.readAt),
          createdAt: iso(m.createdAt),
        })),
        noticesRead: noticesRead.map((n) => ({ ...n, readAt: iso(n.readAt) })),
        inquiries: inquiries.map((i) => ({
          id: i.id,
          kind: i.kind,
          email: i.email,
          category: i.category,
          subject: i.subject,
          description: i.description,
          language: i.language,
          status: i.status,
          reply: i.reply,
          repliedAt: isoOrNull(i.repliedAt),
          createdAt: iso(i.createdAt),
        })),
        signIns: signIns.map((s) => ({ ipAddress: s.ipAddress, userAgent: s.userAgent, at: iso(s.createdAt) })),
        sessions: sessions.map((s) => ({
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
          createdAt: iso(s.createdAt),
          lastUsedAt: iso(s.lastUsedAt),
          secondFactorAt: isoOrNull(s.secondFactorAt),
          endedAt: isoOrNull(s.revokedAt),
          endedBecause: s.revokedReason,
        })),
        // Sign-up requires accepting the terms of use and the privacy policy; each reservation, its risk agreement.
        consents: [
          { kind: 'TERMS_OF_USE_AND_PRIVACY_POLICY' as const, offeringId: null, givenAt: iso(account.createdAt) },
          ...events
            .filter((e) => e.toStatus === 'AGREEMENT_CHECKED')
            .map((e) => ({ kind: 'OFFERING_RISK_AGREEMENT' as const, offeringId: e.offeringId, givenAt: iso(e.createdAt) })),
        ],
        emailChanges: emailChanges.map((c) => ({
          oldEmail: c.oldEmail,
          newEmail: c.newEmail,
          createdAt: iso(c.createdAt),
          confirmedAt: isoOrNull(c.confirmedAt),
          cancelledAt: isoOrNull(c.cancelledAt),
        })),
        mailedLinks: links.map((l) => ({
          purpose: l.purpose,
          email: l.email,
          createdAt: iso(l.createdAt),
          expiresAt: iso(l.expiresAt),
          usedAt: isoOrNull(l.usedAt),
        })),
        recoveryCodes: codes.map((c) => ({ createdAt: iso(c.createdAt), usedAt: isoOrNull(c.usedAt) })),
        twoFactorResets: resets.map((r) => ({
          createdAt: iso(r.createdAt),
          completedAt: isoOrNull(r.completedAt),
          cancelledAt: isoOrNull(r.cancelledAt),
        })),
        accountClosures: closures.map((c) => ({
          status: closureStatus(c),
          reason: c.reason,
          requestedAt: iso(c.requestedAt),
          completedAt: isoOrNull(c.completedAt),
          refusedAt: isoOrNull(c.cancelledAt),
          deleteAfter: isoOrNull(c.deleteAfter),
        })),
        mailsSent: mails.map((m) => ({ to: m.to, subject: m.subject, createdAt: iso(m.createdAt), sentAt: isoOrNull(m.sentAt) })),
        files: files.map(({ row, path }) => ({
          id: row.id,
          path,
          field: row.field,
          fileName: row.fileName,
          contentType: row.contentType,
          size: row.size,
          sha256: row.sha256,
          submissionId: row.submissionId,
          reservationId: row.joiningId,
          createdAt: iso(row.createdAt),
        })),
        notIncluded: NOT_INCLUDED,
      };
      return {
        document,
        files: files.map(({ row, path }) => ({ path, storageKey: row.storageKey, size: row.size, createdAt: row.createdAt })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
