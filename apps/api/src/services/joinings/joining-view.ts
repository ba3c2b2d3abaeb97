import { paymentDeadline } from '@ico/domain/business-days';
import type { Joining, PayeeAccount } from '@ico/domain/contracts/joinings';
import { SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { and, asc, eq, inArray } from 'drizzle-orm';
import generatePayload from 'promptpay-qr';
import type { Database } from '../../db/client';
import { joining, offering, privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import { checkJoiningMoney, raiseMoneyAlarm } from '../../security/money-mac';
import type { Deps } from '../deps';
import { holidaySet, type OfferingRow } from '../offerings/offering-row';
import type { JoiningRow } from './joining-status-writer';

export type Reader = Pick<Database, 'select'>;

type Slip = Joining['slips'][number];

export const awaitsSlip = (status: string): boolean => (SLIP_UPLOAD_STATUSES as readonly string[]).includes(status);

/** The end of the current payment period, or null when no slip is expected. */
export function deadlineOf(row: Pick<JoiningRow, 'status' | 'paymentStartedAt'>, holidays: ReadonlySet<string>): Date | null {
  if (!awaitsSlip(row.status) || !row.paymentStartedAt) return null;
  return paymentDeadline(row.paymentStartedAt, holidays);
}

/** The EMVCo PromptPay payload for the exact amount (whole Baht). */
export const promptPayPayload = (promptPayId: string, amount: string): string => generatePayload(promptPayId, { amount: Number(amount) });

async function slipsOf(db: Reader, joiningIds: readonly number[]): Promise<Map<number, Slip[]>> {
  const result = new Map<number, Slip[]>(joiningIds.map((id) => [id, []]));
  if (joiningIds.length === 0) return result;
  const rows = await db
    .select({ id: privateFile.id, joiningId: privateFile.joiningId, fileName: privateFile.fileName, createdAt: privateFile.createdAt })
    .from(privateFile)
    .where(inArray(privateFile.joiningId, [...joiningIds]))
    .orderBy(asc(privateFile.createdAt));
  for (const row of rows) {
    if (row.joiningId !== null)
      result.get(row.joiningId)?.push({ id: row.id, fileName: row.fileName, created_at: row.createdAt.toISOString() });
  }
  return result;
}

type TermsSource = Pick<
  OfferingRow,
  'promptPayId' | 'paymentInstructionsEN' | 'paymentInstructionsTH' | 'payeeBank' | 'payeeAccountNumber' | 'payeeAccountName'
>;

/** A payee bank account from its three columns: all three, or null. */
const accountOf = (bank: string | null, accountNumber: string | null, accountName: string | null): PayeeAccount | null =>
  bank && accountNumber && accountName ? { bank, accountNumber, accountName } : null;

/**
 * The payment terms of a joining: those pinned when its payment period first opened (issue 16), so a later change of
 * the offering's terms never changes the QR code, the payee account or instructions under the investor; the offering's
 * current terms only for a joining not yet at that step. A joining pinned before issue 19 has no pinned account (the
 * bank columns came later, all null): it shows none rather than one it was never given.
 */
export function paymentTermsOf(row: JoiningRow, ico: TermsSource) {
  if (row.payTermsPinnedAt)
    return {
      promptPayId: row.payPromptPayId ?? ico.promptPayId,
      amount: row.payAmount ?? row.amount,
      instructionsEN: row.payInstructionsEN ?? ico.paymentInstructionsEN,
      instructionsTH: row.payInstructionsTH ?? ico.paymentInstructionsTH,
      payeeAccount: accountOf(row.payBank, row.payAccountNumber, row.payAccountName),
      pinnedAt: row.payTermsPinnedAt,
    };
  return {
    promptPayId: ico.promptPayId,
    amount: row.amount,
    instructionsEN: ico.paymentInstructionsEN,
    instructionsTH: ico.paymentInstructionsTH,
    payeeAccount: accountOf(ico.payeeBank, ico.payeeAccountNumber, ico.payeeAccountName),
    pinnedAt: null,
  };
}

/**
 * One joining for its investor, from rows the caller holds. A joining whose money columns fail their MAC (changed in
 * the database, security/money-mac.ts) is answered without them: no amount, wallet, terms, QR code or payee, and
 * `paymentHeld`; the caller raises the staff alarm.
 */
export function toJoining(row: JoiningRow, ico: OfferingRow, slips: Slip[], holidays: ReadonlySet<string>): Joining {
  const deadline = deadlineOf(row, holidays);
  if (checkJoiningMoney(row) !== 'valid') return heldJoining(row, slips, deadline);
  const terms = paymentTermsOf(row, ico);
  // Where to pay is shown only while a slip is expected, as the QR code is.
  const paying = awaitsSlip(row.status) && Boolean(terms.amount);
  return {
    id: row.id,
    ico: row.offeringId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reserved_at: row.reservedAt?.toISOString() ?? null,
    address: row.address,
    amount: row.amount,
    tokenAmount: row.tokenAmount,
    signature: row.signature,
    message: row.message,
    version: row.version,
    paymentMethod: terms.instructionsEN,
    paymentMethodTH: terms.instructionsTH,
    qrcode: paying && terms.amount ? promptPayPayload(terms.promptPayId, terms.amount) : null,
    paymentDeadline: deadline?.toISOString() ?? null,
    promptPayId: paying ? terms.promptPayId : null,
    payeeAccount: paying ? terms.payeeAccount : null,
    slips,
    paymentHeld: false,
  };
}

/** A joining whose money failed its check: its status, dates and slips, nothing of what or whom to pay. */
const heldJoining = (row: JoiningRow, slips: Slip[], deadline: Date | null): Joining => ({
  id: row.id,
  ico: row.offeringId,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  reserved_at: row.reservedAt?.toISOString() ?? null,
  address: null,
  amount: null,
  tokenAmount: null,
  signature: row.signature,
  message: row.message,
  version: row.version,
  paymentMethod: null,
  paymentMethodTH: null,
  qrcode: null,
  paymentDeadline: deadline?.toISOString() ?? null,
  promptPayId: null,
  payeeAccount: null,
  slips,
  paymentHeld: true,
});

/** What shaping joinings for their investor reads, and where it tells staff of a failed money check. */
export type JoiningReader = Pick<Deps, 'database' | 'log'>;

/** Tells staff of every joining among `rows` whose money fails its check (security/money-mac.ts); answers them. */
export async function alarmOnTamperedMoney(
  deps: JoiningReader,
  rows: readonly JoiningRow[],
  place: Parameters<typeof raiseMoneyAlarm>[3],
): Promise<JoiningRow[]> {
  const tampered: JoiningRow[] = [];
  for (const row of rows) {
    const check = checkJoiningMoney(row);
    if (check === 'valid') continue;
    tampered.push(row);
    await raiseMoneyAlarm(deps, row, check, place);
  }
  return tampered;
}

/** Shapes joinings for their investor: offerings, slips and holidays in one query each. */
export async function toJoinings(deps: JoiningReader, rows: readonly JoiningRow[]): Promise<Joining[]> {
  if (rows.length === 0) return [];
  await alarmOnTamperedMoney(deps, rows, 'investor view');
  const db = deps.database.db;
  const offeringIds = [...new Set(rows.map((row) => row.offeringId))];
  const [offerings, slips, holidays] = await Promise.all([
    db.select().from(offering).where(inArray(offering.id, offeringIds)),
    slipsOf(
      db,
      rows.map((row) => row.id),
    ),
    holidaySet(db),
  ]);
  const byId = new Map(offerings.map((o) => [o.id, o]));
  return rows.flatMap((row) => {
    const ico = byId.get(row.offeringId);
    return ico ? [toJoining(row, ico, slips.get(row.id) ?? [], holidays)] : [];
  });
}

/** The caller's joining, or 404 NO_JOINING_EXISTS (also for another user's: never a hint that it exists). */
export async function ownJoining(db: Reader, userId: number, joiningId: number): Promise<JoiningRow> {
  const [row] = await db
    .select()
    .from(joining)
    .where(and(eq(joining.id, joiningId), eq(joining.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NO_JOINING_EXISTS');
  return row;
}
