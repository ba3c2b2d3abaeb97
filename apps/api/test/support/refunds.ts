import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CreditMatch } from '@ico/domain/reconciliation';
import { bankCredit, bankStatement, verificationSubmission } from '../../src/db/schema';
import type { TestServer } from './test-server';

type Server = Pick<TestServer, 'app'>;

/** The investor's bank file, approved (DONE): the account refunds go to. */
export async function insertBankAccount(
  server: Server,
  userId: number,
  account: { bankName?: string; accountName?: string; accountNumber?: string; decidedAt?: Date } = {},
): Promise<{ bankCode: string; accountName: string; accountNumber: string }> {
  const data = {
    bankName: account.bankName ?? 'KBANK',
    branchName: 'Silom',
    accountType: 'saving',
    accountName: account.accountName ?? 'Somchai Jaidee',
    accountNumber: account.accountNumber ?? String(randomInt(1_000_000_000, 9_999_999_999)),
  };
  await server.app.database.db
    .insert(verificationSubmission)
    .values({ userId, item: 'bankFile', data, status: 'DONE', decidedAt: account.decidedAt ?? new Date() });
  return { bankCode: data.bankName, accountName: data.accountName, accountNumber: data.accountNumber };
}

/**
 * A credit of the operator's bank statement, written directly (the statements engineer's import makes them): its own
 * statement row, the amount, and what the import decided.
 */
export async function insertCredit(
  server: Server,
  input: { amount: string; match?: CreditMatch; joiningId?: number | null; reference?: string; sender?: string },
): Promise<typeof bankCredit.$inferSelect> {
  const db = server.app.database.db;
  const fingerprint = randomBytes(16).toString('hex');
  const [statement] = await db
    .insert(bankStatement)
    .values({
      format: 'GENERIC',
      fileName: 'statement.csv',
      sha256: createHash('sha256').update(fingerprint).digest('hex'),
      encoding: 'utf-8',
      creditCount: 1,
    })
    .returning();
  if (!statement) throw new Error('statement not stored');
  const [credit] = await db
    .insert(bankCredit)
    .values({
      statementId: statement.id,
      fingerprint,
      bookedAt: new Date(),
      amount: input.amount,
      reference: input.reference ?? `REF${fingerprint.slice(0, 8)}`,
      sender: input.sender ?? 'SOMCHAI J',
      match: input.match ?? 'UNMATCHED',
      joiningId: input.joiningId ?? null,
    })
    .returning();
  if (!credit) throw new Error('credit not stored');
  return credit;
}
