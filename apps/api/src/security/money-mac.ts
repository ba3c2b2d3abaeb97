import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client';
import { auditLog, joining } from '../db/schema';
import { sortedJson } from '../services/audit/audit-chain';
import { auditKeys, checkText, signText } from '../services/audit/audit-keys';
import { recordAudit } from '../services/audit/record-audit';
import { updateJoining } from '../services/joinings/joining-writes';

type JoiningRow = typeof joining.$inferSelect;

/** The values a reservation writes: the amount, its tokens and the wallet address. */
export const RESERVATION_COLUMNS = ['amount', 'tokenAmount', 'address'] as const satisfies readonly (keyof JoiningRow)[];

/** The pinned payment terms: written together, once, when the joining's payment period first opens. */
export const PINNED_TERMS_COLUMNS = [
  'payPromptPayId',
  'payAmount',
  'payInstructionsEN',
  'payInstructionsTH',
  'payBank',
  'payAccountNumber',
  'payAccountName',
  'payTermsPinnedAt',
] as const satisfies readonly (keyof JoiningRow)[];

/**
 * The columns of a joining that say how much is paid, to whom, and where the tokens go (issue 29, ADR 0027): a
 * database administrator who edits one of them (the pinned PromptPay ID above all) would have investors pay the wrong
 * account. Each is covered by the joining's MAC, with the joining's id, investor and offering; the MAC's text lists
 * them in this order.
 */
export const MONEY_COLUMNS = [...RESERVATION_COLUMNS, ...PINNED_TERMS_COLUMNS] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

export type MoneyRow = Pick<JoiningRow, 'id' | 'userId' | 'offeringId' | MoneyColumn | 'moneyMac' | 'moneyMacKeyId'>;

const moneyText = (row: MoneyRow): string =>
  sortedJson([
    'joining-money v1',
    row.id,
    row.userId,
    row.offeringId,
    ...MONEY_COLUMNS.map((column) => {
      const value = row[column];
      return value instanceof Date ? value.toISOString() : value;
    }),
  ]);

const hasMoney = (row: MoneyRow): boolean => MONEY_COLUMNS.some((column) => row[column] !== null);

/** The MAC columns for the row's money as it is now, with the signing key. */
export function moneyMacOf(row: MoneyRow): { moneyMac: string; moneyMacKeyId: string } {
  const { mac, keyId } = signText(auditKeys(), 'joining-money', moneyText(row));
  return { moneyMac: mac, moneyMacKeyId: keyId };
}

/**
 * `valid`: the money columns are the ones the application wrote (or the joining has none yet: a joining before its
 * reservation carries no MAC); `missing`: money without a MAC; `mismatch`: a column was changed past the application;
 * `unknownKey`: made with a key this server does not have.
 */
export type MoneyCheck = 'valid' | 'missing' | 'mismatch' | 'unknownKey';

export function checkJoiningMoney(row: MoneyRow): MoneyCheck {
  if (!row.moneyMac || !row.moneyMacKeyId) return hasMoney(row) ? 'missing' : 'valid';
  return checkText(auditKeys(), 'joining-money', row.moneyMacKeyId, moneyText(row), row.moneyMac);
}

/**
 * Writes the MAC of the row's money as it is now; answers the row with it. The investor's list shows whether the
 * payment details are held, which the MAC decides: the list is told, in the writer's transaction.
 */
export async function stampJoiningMoney<T extends MoneyRow>(tx: Tx | Database, row: T): Promise<T> {
  const stamp = moneyMacOf(row);
  await updateJoining(tx, row, stamp);
  return { ...row, ...stamp };
}

/** Where a money check failed: what the staff alarm tells. */
export type MoneyCheckPlace = 'investor view' | 'receipt' | 'statement' | 'receipt check' | 'write';

/** A short fingerprint of the tampered state: one alarm per joining and state, however often it is read. */
const stateOf = (row: MoneyRow): string =>
  createHash('sha256')
    .update(`${moneyText(row)}\n${row.moneyMac ?? ''}\n${row.moneyMacKeyId ?? ''}`)
    .digest('hex')
    .slice(0, 32);

/**
 * Staff are told of a joining whose money columns fail their check: an error in the log each time, and one audit row
 * (`joining.money.mismatch`, shown in the back office's audit log) per joining and tampered state.
 */
export async function raiseMoneyAlarm(
  deps: { database: { db: Database }; log: FastifyBaseLogger },
  row: MoneyRow,
  check: Exclude<MoneyCheck, 'valid'>,
  place: MoneyCheckPlace,
): Promise<void> {
  deps.log.error(
    { alarm: 'joining_money', joiningId: row.id, userId: row.userId, offeringId: row.offeringId, check, place },
    "a joining's money columns fail their MAC: changed past the application; its payment details are withheld",
  );
  await recordMoneyMismatch(deps.database.db, row, check, place);
}

/** The audit row of a failed money check, unless one already names this joining in the same state. */
export async function recordMoneyMismatch(
  db: Database | Tx,
  row: MoneyRow,
  check: Exclude<MoneyCheck, 'valid'>,
  place: MoneyCheckPlace,
): Promise<void> {
  const state = stateOf(row);
  const [known] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'joining.money.mismatch'),
        eq(auditLog.targetId, String(row.id)),
        sql`${auditLog.detail}->>'state' = ${state}`,
      ),
    )
    .limit(1);
  if (known) return;
  await recordAudit(db, {
    actorId: null,
    action: 'joining.money.mismatch',
    targetType: 'joining',
    targetId: row.id,
    detail: { userId: row.userId, offeringId: row.offeringId, check, place, state },
  });
}

/**
 * After an update that wrote some money columns, in its transaction: the MAC is renewed only when the row's money
 * before the update passes its check. The legitimate writers only fill columns that were empty (a reservation writes
 * its amount, tokens and address; the first payment period pins the terms), so the row before is this row with those
 * columns empty, and its MAC is still the stored one (the update did not touch it). A row tampered with before keeps
 * its failing MAC (the investor keeps being refused, staff are told) instead of having the change sealed.
 */
export async function renewMoneyMac(tx: Tx, updated: JoiningRow, written: readonly MoneyColumn[]): Promise<JoiningRow> {
  // Nothing of the money changed after all (a pin that was there already): its MAC still holds.
  if (written.length === 0 || checkJoiningMoney(updated) === 'valid') return updated;
  const before: MoneyRow = { ...updated };
  for (const column of written) (before as Record<MoneyColumn, unknown>)[column] = null;
  const check = checkJoiningMoney(before);
  if (check !== 'valid') {
    await recordMoneyMismatch(tx, before, check, 'write');
    return updated;
  }
  return stampJoiningMoney(tx, updated);
}

/**
 * At start, once: joinings that had money before the MACs existed get theirs (ADR 0027). Only on the first start with
 * the keys (the caller knows from the audit log's seal row): later, money without a MAC was written past the
 * application and is left to fail its check; `count` then only counts them. Answers how many there were.
 */
export async function sealJoiningMoney(tx: Tx, options: { count: boolean }): Promise<number> {
  const rows = await tx
    .select()
    .from(joining)
    .where(and(isNull(joining.moneyMac), or(...MONEY_COLUMNS.map((column) => isNotNull(joining[column])))));
  if (!options.count) for (const row of rows) await stampJoiningMoney(tx, row);
  return rows.length;
}
