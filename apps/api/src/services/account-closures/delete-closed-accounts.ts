import { isLanguage } from '@ico/domain/language';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { accountClosure, emailVerification, inquiry, mailOutbox, privateFile, user } from '../../db/schema';
import { dataRightsMails } from '../../mail/data-rights-mails';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { releaseReservationsOf } from '../offerings/reserved-counter';
import { deleteUser } from '../sessions/session-state-writes';

const due = (now: Date) =>
  and(
    isNotNull(accountClosure.completedAt),
    isNull(accountClosure.cancelledAt),
    isNull(accountClosure.deletedAt),
    isNotNull(accountClosure.userId),
    lte(accountClosure.deleteAfter, now),
  );

/**
 * Deletes every closed account whose retention period ended before `now`: its private files in the store first
 * (deleting one twice is harmless, so a failure later only means the next run tries again), then, in one transaction
 * on the locked closure row, the user row (its sessions, submissions, reservations, messages and the rest go with it
 * by their foreign keys), its inquiries and mailed links (kept by e-mail address, not only by user), the mails already
 * sent to it, and the closure's free-text reason. The closure row stays as the record: username and dates. Rows are
 * taken with SKIP LOCKED, so processes running this at the same time never delete one twice. Answers how many.
 */
export async function deleteClosedAccounts(
  deps: Pick<Deps, 'database' | 'mailer' | 'files' | 'log' | 'sessionCache'>,
  now: Date,
): Promise<number> {
  const db = deps.database.db;
  const candidates = await db.select({ id: accountClosure.id, userId: accountClosure.userId }).from(accountClosure).where(due(now));
  let deleted = 0;
  for (const candidate of candidates) {
    if (candidate.userId === null) continue;
    const files = await db
      .select({ storageKey: privateFile.storageKey })
      .from(privateFile)
      .where(eq(privateFile.ownerId, candidate.userId));
    for (const file of files) await deps.files.delete(file.storageKey);
    const done = await db.transaction(async (tx) => {
      const [closure] = await tx
        .select()
        .from(accountClosure)
        .where(and(eq(accountClosure.id, candidate.id), due(now)))
        .for('update', { skipLocked: true })
        .limit(1);
      if (!closure?.userId) return false;
      const [account] = await tx.select().from(user).where(eq(user.id, closure.userId)).for('update').limit(1);
      if (!account) return false;
      const sameAddress = (column: typeof inquiry.email | typeof emailVerification.email | typeof mailOutbox.to) =>
        sql`lower(${column}) = lower(${account.email})`;
      await tx.delete(inquiry).where(or(eq(inquiry.userId, account.id), sameAddress(inquiry.email)));
      await tx.delete(emailVerification).where(or(eq(emailVerification.userId, account.id), sameAddress(emailVerification.email)));
      // Mails still waiting for delivery stay (the outbox sends them, then they go with the next deletion of this address).
      await tx
        .delete(mailOutbox)
        .where(and(sameAddress(mailOutbox.to), or(isNotNull(mailOutbox.sentAt), isNull(mailOutbox.nextAttemptAt))));
      // Its live reservations (tokens delivered, monitoring) leave their offerings' reserved counters with it.
      await releaseReservationsOf(tx, account.id);
      await deleteUser(deps, tx, account.id);
      await tx.update(accountClosure).set({ deletedAt: now, reason: null }).where(eq(accountClosure.id, closure.id));
      await recordAudit(tx, {
        actorId: null,
        action: 'account.delete',
        targetType: 'closure',
        targetId: closure.id,
        detail: { username: closure.username, files: files.length, deleteAfter: closure.deleteAfter?.toISOString() ?? null },
      });
      await deps.mailer.enqueue(tx, dataRightsMails.accountDeleted(account.email, isLanguage(account.language) ? account.language : 'en'));
      return true;
    });
    if (done) deleted += 1;
  }
  return deleted;
}
