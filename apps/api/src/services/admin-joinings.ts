import type { UserSummary } from '@ico/domain/account';
import { bangkokDate, paymentDeadline } from '@ico/domain/business-days';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { type JoiningStatusChange, STATUSES_NEEDING_REASON } from '@ico/domain/offering-admin';
import {
  type JoiningStatus,
  LIVE_RESERVATION_STATUSES,
  nextStatuses,
  PAID_STATUSES,
  PRE_RESERVATION_STATUSES,
  SLIP_UPLOAD_STATUSES,
} from '@ico/domain/statuses';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { joining, joiningEvent, offering, privateFile, user } from '../db/schema';
import { AppError, parseId } from '../errors';
import { offeringOf } from './admin-offerings';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { changeJoiningStatus, type JoiningRow, lockJoining } from './joining-status';
import { holidaySet } from './offerings';
import { toSummary, type UserRow } from './users';

type Reader = Pick<Database, 'select'>;

export type AdminJoiningRow = {
  id: number;
  status: JoiningStatus;
  amount: string | null;
  tokenAmount: string | null;
  address: string | null;
  created_at: string;
  reserved_at: string | null;
  /** End of the payment period while a slip is expected (SLIP_UPLOAD_STATUSES), else null. */
  paymentDeadline: string | null;
  slips: number;
  user: UserSummary;
};
export type AdminJoiningDetail = {
  joining: AdminJoiningRow & { message: string | null; signature: string | null; version: string | null };
  offering: { id: number; tokenName: string; ticker: string };
  slips: { id: string; fileName: string; contentType: string; created_at: string }[];
  history: {
    from: JoiningStatus | null;
    to: JoiningStatus;
    actor: string;
    actorName: string | null;
    reason: string | null;
    created_at: string;
  }[];
  next: JoiningStatus[];
};
export type ActivityPoint = { date: string; reserved: string; paid: string };
export type JoiningsFilter = { status?: JoiningStatus | undefined; q?: string | undefined };

const slipCount = sql<number>`(select count(*) from ${privateFile} where ${privateFile.joiningId} = ${joining.id})::int`.as('slip_count');

function toRow(row: JoiningRow, owner: UserRow, slips: number, holidays: ReadonlySet<string>): AdminJoiningRow {
  const status = row.status as JoiningStatus;
  const expectsSlip = (SLIP_UPLOAD_STATUSES as readonly JoiningStatus[]).includes(status) && row.paymentStartedAt !== null;
  return {
    id: row.id,
    status,
    amount: row.amount,
    tokenAmount: row.tokenAmount,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    reserved_at: row.reservedAt?.toISOString() ?? null,
    paymentDeadline: expectsSlip && row.paymentStartedAt ? paymentDeadline(row.paymentStartedAt, holidays).toISOString() : null,
    slips,
    user: toSummary(owner),
  };
}

/** LIKE pattern of a search text, with its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The joinings of an offering matching the filter: a status, or else every joining past the pre-reservation
 * steps; `q` finds the investor's username, e-mail or the wallet address, case-insensitive.
 */
function joiningsWhere(offeringId: number, filter: JoiningsFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    eq(joining.offeringId, offeringId),
    filter.status ? eq(joining.status, filter.status) : notInArray(joining.status, [...PRE_RESERVATION_STATUSES]),
  ];
  const q = filter.q?.trim();
  if (q) {
    const pattern = containing(q);
    conditions.push(or(ilike(user.username, pattern), ilike(user.email, pattern), ilike(joining.address, pattern)));
  }
  return and(...conditions);
}

/** One page (ADMIN_PAGE_SIZE) of an offering's joinings, newest first, with the total count. */
export async function joiningsPage(
  deps: Pick<Deps, 'database'>,
  rawOfferingId: string,
  query: JoiningsFilter & { page: number },
): Promise<{ results: AdminJoiningRow[]; count: number }> {
  const db = deps.database.db;
  const target = await offeringOf(db, rawOfferingId);
  const where = joiningsWhere(target.id, query);
  const [rows, total, holidays] = await Promise.all([
    db
      .select({ joining, user, slips: slipCount })
      .from(joining)
      .innerJoin(user, eq(user.id, joining.userId))
      .where(where)
      .orderBy(desc(joining.createdAt), desc(joining.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(joining).innerJoin(user, eq(user.id, joining.userId)).where(where),
    holidaySet(db),
  ]);
  return { results: rows.map((row) => toRow(row.joining, row.user, row.slips, holidays)), count: total[0]?.value ?? 0 };
}

export const CSV_COLUMNS = ['id', 'status', 'username', 'email', 'name', 'amount', 'tokenAmount', 'address', 'created_at', 'reserved_at'];

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is quoted. */
export const csvSafe = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const nameOf = (owner: UserRow): string =>
  owner.individual === 'corporate' && owner.companyName ? owner.companyName : `${owner.firstNameEN} ${owner.lastNameEN}`.trim();

/**
 * Every joining of an offering matching the filter as CSV (UTF-8 with a BOM, so spreadsheet programs read
 * Thai names), newest first as on screen; the export is audited with its filter and row count.
 */
export async function exportJoinings(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  rawOfferingId: string,
  filter: JoiningsFilter,
  meta: RequestMeta,
  now = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const db = deps.database.db;
  const target = await offeringOf(db, rawOfferingId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ joining, user })
      .from(joining)
      .innerJoin(user, eq(user.id, joining.userId))
      .where(joiningsWhere(target.id, filter))
      .orderBy(desc(joining.createdAt), desc(joining.id));
    const records = rows.map(({ joining: row, user: owner }) =>
      [
        String(row.id),
        row.status,
        owner.username,
        owner.email,
        nameOf(owner),
        row.amount ?? '',
        row.tokenAmount ?? '',
        row.address ?? '',
        row.createdAt.toISOString(),
        row.reservedAt?.toISOString() ?? '',
      ].map(csvSafe),
    );
    await recordAudit(tx, {
      actorId,
      action: 'joinings.export',
      targetType: 'offering',
      targetId: target.id,
      detail: { status: filter.status ?? null, q: filter.q?.trim() || null, rows: records.length },
      ipAddress: meta.ip,
    });
    return {
      fileName: `joinings-${target.ticker}-${bangkokDate(now)}.csv`,
      csv: `\uFEFF${stringify(records, { header: true, columns: CSV_COLUMNS, record_delimiter: '\r\n' })}`,
    };
  });
}

const isLive = (status: string | null) => status !== null && (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status);
const isPaid = (status: string | null) => status !== null && (PAID_STATUSES as readonly string[]).includes(status);

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The chart of an offering's reservations over time, replayed from joining_event in order: an event that
 * brings a joining into LIVE_RESERVATION_STATUSES adds its amount to `reserved`, one that takes it out
 * subtracts it; likewise PAID_STATUSES for `paid`. So each day's point (Bangkok calendar, end of day) is what
 * sumReservated and sumPayment were then, and the last point equals the offering's progress. Every day from the
 * first to the last change is present (days without changes repeat the previous values).
 */
export async function offeringActivity(deps: Pick<Deps, 'database'>, rawOfferingId: string): Promise<ActivityPoint[]> {
  const db = deps.database.db;
  const target = await offeringOf(db, rawOfferingId);
  const events = await db
    .select({ from: joiningEvent.fromStatus, to: joiningEvent.toStatus, at: joiningEvent.createdAt, amount: joining.amount })
    .from(joiningEvent)
    .innerJoin(joining, eq(joining.id, joiningEvent.joiningId))
    .where(eq(joiningEvent.offeringId, target.id))
    .orderBy(asc(joiningEvent.createdAt), asc(joiningEvent.id));
  let reserved = 0n;
  let paid = 0n;
  const byDay = new Map<string, { reserved: bigint; paid: bigint }>();
  for (const event of events) {
    const amount = BigInt(event.amount ?? '0');
    const reservedDelta = Number(isLive(event.to)) - Number(isLive(event.from));
    const paidDelta = Number(isPaid(event.to)) - Number(isPaid(event.from));
    if ((reservedDelta === 0 && paidDelta === 0) || amount === 0n) continue;
    reserved += BigInt(reservedDelta) * amount;
    paid += BigInt(paidDelta) * amount;
    byDay.set(bangkokDate(event.at), { reserved, paid });
  }
  const days = [...byDay.keys()];
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const points: ActivityPoint[] = [];
  let carried = { reserved: 0n, paid: 0n };
  for (let day = first; day <= last; day = dayAfter(day)) {
    carried = byDay.get(day) ?? carried;
    points.push({ date: day, reserved: carried.reserved.toString(), paid: carried.paid.toString() });
  }
  return points;
}

const actorUser = alias(user, 'actor_user');

async function detailOf(db: Reader, joiningId: number): Promise<AdminJoiningDetail> {
  const [found] = await db
    .select({ joining, user, offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker } })
    .from(joining)
    .innerJoin(user, eq(user.id, joining.userId))
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .where(eq(joining.id, joiningId))
    .limit(1);
  if (!found) throw new AppError('NO_JOINING_EXISTS');
  const [slips, history, holidays] = await Promise.all([
    db
      .select({
        id: privateFile.id,
        fileName: privateFile.fileName,
        contentType: privateFile.contentType,
        createdAt: privateFile.createdAt,
      })
      .from(privateFile)
      .where(eq(privateFile.joiningId, joiningId))
      .orderBy(asc(privateFile.createdAt), asc(privateFile.id)),
    db
      .select({ event: joiningEvent, actorName: actorUser.username })
      .from(joiningEvent)
      .leftJoin(actorUser, eq(actorUser.id, joiningEvent.actorId))
      .where(eq(joiningEvent.joiningId, joiningId))
      .orderBy(asc(joiningEvent.createdAt), asc(joiningEvent.id)),
    holidaySet(db),
  ]);
  const row = found.joining;
  const status = row.status as JoiningStatus;
  return {
    joining: {
      ...toRow(row, found.user, slips.length, holidays),
      message: row.message,
      signature: row.signature,
      version: row.version,
    },
    offering: found.offering,
    slips: slips.map((slip) => ({
      id: slip.id,
      fileName: slip.fileName,
      contentType: slip.contentType,
      created_at: slip.createdAt.toISOString(),
    })),
    history: history.map(({ event, actorName }) => ({
      from: event.fromStatus as JoiningStatus | null,
      to: event.toStatus as JoiningStatus,
      actor: event.actor,
      actorName,
      reason: event.reason,
      created_at: event.createdAt.toISOString(),
    })),
    next: nextStatuses(status, 'staff'),
  };
}

export async function joiningDetail(deps: Pick<Deps, 'database'>, rawId: string): Promise<AdminJoiningDetail> {
  const id = parseId(rawId, 'NO_JOINING_EXISTS');
  return detailOf(deps.database.db, id);
}

/**
 * A staff status change: the joining is locked, the transition table decides (409 STATUS_CONFLICT), the
 * history row and the investor's message are written by changeJoiningStatus, and the audit row beside them.
 */
export async function changeStatusByStaff(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  actorId: number,
  rawId: string,
  input: JoiningStatusChange,
  meta: RequestMeta,
): Promise<AdminJoiningDetail> {
  const id = parseId(rawId, 'NO_JOINING_EXISTS');
  const reason = input.reason?.trim() || null;
  if (!reason && (STATUSES_NEEDING_REASON as readonly string[]).includes(input.to))
    throw new AppError('VALIDATION_FAILED', { reason: 'REASON_REQUIRED' });
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockJoining(tx, id);
    if (!row) throw new AppError('NO_JOINING_EXISTS');
    await changeJoiningStatus(deps, tx, row, input.to, { actor: 'staff', actorId, reason });
    await recordAudit(tx, {
      actorId,
      action: 'joining.status',
      targetType: 'joining',
      targetId: id,
      detail: { offeringId: row.offeringId, from: row.status, to: input.to, reason },
      ipAddress: meta.ip,
    });
  });
  return detailOf(db, id);
}
