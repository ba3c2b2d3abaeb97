import { paymentDeadline } from '@ico/domain/business-days';
import type { Statement, StatementImportFields } from '@ico/domain/contracts/statements';
import { futureCredit, type MatchableJoining, matchCredits } from '@ico/domain/credit-matching';
import { AWAITING_PAYMENT_STATUSES, STATEMENT_MAX_ROWS } from '@ico/domain/reconciliation';
import {
  creditFingerprints,
  decodeStatement,
  readStatementRows,
  StatementError,
  type StatementMapping,
} from '@ico/domain/statement-formats';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankCredit, bankStatement, joining, privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import type { StatementUpload } from '../../uploads/read-statement-upload';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { holidaySet } from '../offerings/offering-row';
import { statementOf } from './statement-view';

/** Imports take turns (two staff importing overlapping statements at once match against the same joinings). */
const IMPORT_LOCK_KEY = 1_717_170_017;

/** The domain's refusal as the API's error: the column and line it names go in `detail`. */
function asAppError(error: unknown): unknown {
  if (!(error instanceof StatementError)) return error;
  const { problem } = error;
  if (problem.code === 'STATEMENT_COLUMNS') return new AppError(problem.code, { column: problem.column });
  if (problem.code === 'STATEMENT_ROW') return new AppError(problem.code, { line: String(problem.line), column: problem.column });
  return new AppError(problem.code);
}

type Row = { record: string[]; info: { lines: number } };

/** Text -> rows with the line each starts on; a CSV the reader cannot split (a stray quote) names its line. */
function csvRows(text: string): { rows: string[][]; lines: number[] } {
  // Semicolon exports exist (Excel in some locales): the title row's separator decides.
  const firstLines = text.split(/\r?\n/, 40);
  const delimiter = firstLines.some((line) => line.split(';').length > line.split(',').length && line.split(';').length >= 3) ? ';' : ',';
  let records: Row[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
      trim: false,
      max_record_size: 100_000,
    }) as unknown as Row[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('STATEMENT_ROW', { line: String(line ?? 1), column: 'CSV' });
  }
  if (records.length > STATEMENT_MAX_ROWS + 100)
    throw new AppError('STATEMENT_ROW', { line: String(STATEMENT_MAX_ROWS + 100), column: 'rows' });
  // info.lines is the line the record ends on; a record spanning lines starts earlier.
  return { rows: records.map((r) => r.record), lines: records.map((r) => r.info.lines - (r.record.join('').match(/\n/g)?.length ?? 0)) };
}

/** Joinings awaiting payment and the joinings of slips carrying one of `references`, as matching sees them. */
async function matchableJoinings(tx: Tx, references: readonly string[], holidays: ReadonlySet<string>): Promise<MatchableJoining[]> {
  const bySlip =
    references.length > 0
      ? await tx
          .select({ joiningId: privateFile.joiningId })
          .from(privateFile)
          .where(and(inArray(privateFile.slipReference, [...references]), isNotNull(privateFile.joiningId)))
      : [];
  const slipJoiningIds = bySlip.flatMap((s) => (s.joiningId !== null ? [s.joiningId] : []));
  const rows = await tx
    .select({
      id: joining.id,
      status: joining.status,
      amount: sql<string | null>`coalesce(${joining.payAmount}, ${joining.amount})`,
      paymentStartedAt: joining.paymentStartedAt,
    })
    .from(joining)
    .where(
      or(
        inArray(joining.status, [...AWAITING_PAYMENT_STATUSES]),
        slipJoiningIds.length > 0 ? inArray(joining.id, slipJoiningIds) : sql`false`,
      ),
    );
  const ids = rows.map((r) => r.id);
  const slips =
    ids.length > 0
      ? await tx
          .select({ joiningId: privateFile.joiningId, reference: privateFile.slipReference })
          .from(privateFile)
          .where(and(inArray(privateFile.joiningId, ids), isNotNull(privateFile.slipReference)))
      : [];
  return rows.flatMap((r) =>
    r.amount === null
      ? []
      : [
          {
            id: r.id,
            status: r.status,
            amount: r.amount,
            paymentStartedAt: r.paymentStartedAt,
            deadline: r.paymentStartedAt ? paymentDeadline(r.paymentStartedAt, holidays) : null,
            slipReferences: slips.filter((s) => s.joiningId === r.id && s.reference).map((s) => s.reference as string),
          },
        ],
  );
}

/** Joinings an earlier credit was matched with or attached to: a second payment is no candidate for them. */
async function claimedJoinings(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ joiningId: bankCredit.joiningId })
    .from(bankCredit)
    .where(and(inArray(bankCredit.joiningId, [...ids]), or(eq(bankCredit.match, 'MATCHED'), isNotNull(bankCredit.proposalId))));
  return new Set(rows.flatMap((r) => (r.joiningId !== null ? [r.joiningId] : [])));
}

/**
 * POST /admin/statements/: reads the file (UTF-8 or TIS-620, the format's layout), matches each credit with the
 * joinings, and adds the credits not imported before (by fingerprint), all in one transaction with its audit row.
 * A refused file writes nothing; a line booked in the future refuses the whole file (400 STATEMENT_FUTURE_LINE with its
 * line), so a made-up credit dated tomorrow never becomes evidence.
 */
export async function importStatement(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: StatementImportFields,
  upload: StatementUpload,
  meta: RequestMeta,
): Promise<Statement> {
  let credits: ReturnType<typeof readStatementRows>;
  let encoding: ReturnType<typeof decodeStatement>['encoding'];
  const mapping: StatementMapping | null =
    input.format === 'GENERIC'
      ? { bookedAt: input.bookedAt, amount: input.amount, reference: input.reference, sender: input.sender }
      : null;
  try {
    const decoded = decodeStatement(upload.data);
    encoding = decoded.encoding;
    const { rows, lines } = csvRows(decoded.text);
    credits = readStatementRows(input.format, rows, { mapping: mapping ?? undefined, lineOf: (i) => lines[i] ?? i + 1 });
  } catch (error) {
    throw asAppError(error);
  }
  const future = futureCredit(credits, new Date());
  if (future) throw new AppError('STATEMENT_FUTURE_LINE', { line: String(future.line) });
  const fingerprints = creditFingerprints(credits);
  const holidays = await holidaySet(deps.database.db);
  const id = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const known = new Set<string>();
    for (let i = 0; i < fingerprints.length; i += 1000) {
      const chunk = fingerprints.slice(i, i + 1000);
      const rows = await tx.select({ fingerprint: bankCredit.fingerprint }).from(bankCredit).where(inArray(bankCredit.fingerprint, chunk));
      for (const row of rows) known.add(row.fingerprint);
    }
    const fresh = credits.map((credit, i) => ({ credit, fingerprint: fingerprints[i] as string })).filter((c) => !known.has(c.fingerprint));
    const references = [...new Set(fresh.flatMap((c) => (c.credit.reference ? [c.credit.reference] : [])))];
    const joinings = await matchableJoinings(tx, references, holidays);
    const claimed = await claimedJoinings(
      tx,
      joinings.map((j) => j.id),
    );
    const matches = matchCredits(
      fresh.map((c) => c.credit),
      joinings,
      claimed,
    );
    const [statement] = await tx
      .insert(bankStatement)
      .values({
        format: input.format,
        fileName: upload.fileName,
        sha256: upload.sha256,
        encoding,
        mapping: mapping ? (Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as Record<string, string>) : null,
        creditCount: fresh.length,
        duplicateCount: credits.length - fresh.length,
        importedBy: actorId,
      })
      .returning({ id: bankStatement.id });
    if (!statement) throw new AppError('INTERNAL_ERROR');
    for (let i = 0; i < fresh.length; i += 500) {
      const values = fresh.slice(i, i + 500).map(({ credit, fingerprint }, j) => {
        const result = matches[i + j];
        return {
          statementId: statement.id,
          fingerprint,
          bookedAt: credit.bookedAt,
          amount: credit.amount,
          reference: credit.reference,
          sender: credit.sender,
          description: credit.description,
          match: result?.match ?? 'UNMATCHED',
          joiningId: result?.joiningId ?? null,
          candidateIds: result?.candidateIds ?? [],
        };
      });
      await tx.insert(bankCredit).values(values);
    }
    const counts = Object.fromEntries(
      ['MATCHED', 'AMBIGUOUS', 'UNMATCHED', 'LATE', 'EXCESS'].map((m) => [m, matches.filter((r) => r.match === m).length]),
    );
    await recordAudit(tx, {
      actorId,
      action: 'statement.import',
      targetType: 'statement',
      targetId: statement.id,
      detail: {
        format: input.format,
        fileName: upload.fileName,
        sha256: upload.sha256,
        encoding,
        added: fresh.length,
        duplicates: credits.length - fresh.length,
        matches: counts,
      },
      ipAddress: meta.ip,
    });
    return statement.id;
  });
  return statementOf(deps.database.db, id);
}
