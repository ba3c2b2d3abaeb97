import { compareDecimals } from '@ico/domain/money';
import {
  correctAnswerOf,
  type KnowledgeQuestion,
  type KnowledgeTestInput,
  knowledgePoints,
  knowledgeSurveyKey,
  type OfferingImageField,
  type OfferingInput,
} from '@ico/domain/offering-admin';
import type { Offering, OfferingProgress } from '@ico/domain/offering-api';
import { PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { joining, offering, publicFile, surveyQuestion } from '../db/schema';
import { AppError, parseId } from '../errors';
import type { UploadedFile } from '../uploads/read-multipart';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { findOffering, lockOffering, type OfferingRow, sumsOf, toOfferings, toProgress } from './offerings';
import { recordPublicFiles, withPublicFiles } from './public-files';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

/** What staff see of an offering: the public shape plus its payment details, pass mark and progress. */
export type AdminOffering = Offering & {
  promptPayId: string;
  paymentInstructionsEN: string;
  paymentInstructionsTH: string;
  knowledgePassMark: number;
  progress: OfferingProgress;
};
export type AdminOfferingListItem = AdminOffering & { joinings: number; knowledgeQuestions: number };
export type KnowledgeTest = { passMark: number; questions: KnowledgeQuestion[] };

/** The offering of a path id, or 404 ICO_NOT_EXIST. */
export async function offeringOf(db: Reader, rawId: string): Promise<OfferingRow> {
  const row = await findOffering(db, parseId(rawId, 'ICO_NOT_EXIST'));
  if (!row) throw new AppError('ICO_NOT_EXIST');
  return row;
}

async function toAdminOfferings(db: Reader, rows: readonly OfferingRow[], now = new Date()): Promise<AdminOffering[]> {
  const [shaped, sums] = await Promise.all([
    toOfferings(db, rows, now),
    sumsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row, i) => ({
    ...(shaped[i] as Offering),
    promptPayId: row.promptPayId,
    paymentInstructionsEN: row.paymentInstructionsEN,
    paymentInstructionsTH: row.paymentInstructionsTH,
    knowledgePassMark: row.knowledgePassMark,
    progress: toProgress(row, sums.get(row.id) ?? { sumReservated: '0', sumPayment: '0' }),
  }));
}

async function adminOffering(db: Reader, row: OfferingRow): Promise<AdminOffering> {
  const [shaped] = await toAdminOfferings(db, [row]);
  return shaped as AdminOffering;
}

/**
 * Every offering, newest start first, with its progress, its number of reservations (joinings past the
 * knowledge test and agreement steps, as the joinings table lists them) and its knowledge questions.
 */
export async function listAdminOfferings(deps: Pick<Deps, 'database'>): Promise<AdminOfferingListItem[]> {
  const db = deps.database.db;
  const rows = await db.select().from(offering).orderBy(desc(offering.startAt), desc(offering.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [shaped, joiningCounts, questionCounts] = await Promise.all([
    toAdminOfferings(db, rows),
    db
      .select({ offeringId: joining.offeringId, value: count() })
      .from(joining)
      .where(and(inArray(joining.offeringId, ids), notInArray(joining.status, [...PRE_RESERVATION_STATUSES])))
      .groupBy(joining.offeringId),
    db
      .select({ survey: surveyQuestion.survey, value: count() })
      .from(surveyQuestion)
      .where(inArray(surveyQuestion.survey, ids.map(knowledgeSurveyKey)))
      .groupBy(surveyQuestion.survey),
  ]);
  const joinings = new Map(joiningCounts.map((row) => [row.offeringId, row.value]));
  const questions = new Map(questionCounts.map((row) => [row.survey, row.value]));
  return shaped.map((item) => ({
    ...item,
    joinings: joinings.get(item.id) ?? 0,
    knowledgeQuestions: questions.get(knowledgeSurveyKey(item.id)) ?? 0,
  }));
}

export async function getAdminOffering(deps: Pick<Deps, 'database'>, rawId: string): Promise<AdminOffering> {
  const db = deps.database.db;
  return adminOffering(db, await offeringOf(db, rawId));
}

const columnsOf = (input: OfferingInput) => ({
  tokenName: input.tokenName,
  ticker: input.ticker,
  summaryEN: input.summaryEN,
  summaryTH: input.summaryTH,
  startAt: input.startAt,
  finishAt: input.finishAt,
  totalAmount: input.totalAmount,
  totalAmountToken: input.totalAmountToken,
  minimumAmount: input.minimumAmount,
  allowedLevels: input.allowedLevels,
  paymentInstructionsEN: input.paymentInstructionsEN,
  paymentInstructionsTH: input.paymentInstructionsTH,
  promptPayId: input.promptPayId,
  screening: input.screening,
});
type Columns = ReturnType<typeof columnsOf>;

/** Long texts are named in the audit row without their values; the other fields carry from and to. */
const LONG_TEXTS: ReadonlySet<keyof Columns> = new Set(['summaryEN', 'summaryTH', 'paymentInstructionsEN', 'paymentInstructionsTH']);
const DECIMALS: ReadonlySet<keyof Columns> = new Set(['totalAmount', 'totalAmountToken', 'minimumAmount']);

function sameValue(field: keyof Columns, before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  if (DECIMALS.has(field)) return compareDecimals(before as string, after as string) === 0;
  return JSON.stringify(before) === JSON.stringify(after);
}

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export async function createOffering(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: OfferingInput,
  meta: RequestMeta,
): Promise<AdminOffering> {
  const row = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(offering)
      .values({ ...columnsOf(input), createdBy: actorId })
      .returning();
    if (!created) throw new Error('offering not created');
    await recordAudit(tx, {
      actorId,
      action: 'offering.create',
      targetType: 'offering',
      targetId: created.id,
      detail: { tokenName: created.tokenName, ticker: created.ticker },
      ipAddress: meta.ip,
    });
    return created;
  });
  return adminOffering(deps.database.db, row);
}

/**
 * Replaces an offering's fields. The row is locked, as reservations lock it, so the total can never drop
 * below what is reserved at that moment (400 TOTAL_BELOW_RESERVED with the reserved sum).
 */
export async function updateOffering(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  rawId: string,
  input: OfferingInput,
  meta: RequestMeta,
): Promise<AdminOffering> {
  const id = parseId(rawId, 'ICO_NOT_EXIST');
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockOffering(tx, id);
    if (!current) throw new AppError('ICO_NOT_EXIST');
    const reserved = (await sumsOf(tx, [id])).get(id)?.sumReservated ?? '0';
    if (compareDecimals(input.totalAmount, reserved) < 0) throw new AppError('TOTAL_BELOW_RESERVED', { sumReservated: reserved });
    const next = columnsOf(input);
    const changed: Record<string, unknown> = {};
    for (const field of Object.keys(next) as (keyof Columns)[]) {
      if (sameValue(field, current[field], next[field])) continue;
      changed[field] = LONG_TEXTS.has(field) ? true : { from: auditValue(current[field]), to: auditValue(next[field]) };
    }
    const [updated] = await tx
      .update(offering)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(offering.id, id))
      .returning();
    if (!updated) throw new AppError('ICO_NOT_EXIST');
    await recordAudit(tx, {
      actorId,
      action: 'offering.update',
      targetType: 'offering',
      targetId: id,
      detail: { changed },
      ipAddress: meta.ip,
    });
    return updated;
  });
  return adminOffering(deps.database.db, row);
}

const IMAGE_COLUMN = { image: 'imageId', poster: 'posterId' } as const satisfies Record<OfferingImageField, keyof OfferingRow>;

/** Deletes public files no row points to any more (a replaced picture, a removed document). */
export async function dropPublicFiles(tx: Tx, ids: ReadonlyArray<string | null>): Promise<string[]> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return [];
  const rows = await tx.delete(publicFile).where(inArray(publicFile.id, wanted)).returning({ storageKey: publicFile.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Removes stored objects after their rows are gone; a failure only leaves an unreachable object behind. */
export async function deleteStoredObjects(deps: Pick<Deps, 'files' | 'log'>, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => deps.files.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'public file not deleted'))),
  );
}

/**
 * Sets the token image and/or the poster (JPEG or PNG). The files are written first and recorded with the
 * offering's new ids in one transaction; a failure deletes them again. Replaced pictures are deleted.
 */
export async function setOfferingImages(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  rawId: string,
  files: readonly UploadedFile[],
  meta: RequestMeta,
): Promise<AdminOffering> {
  const current = await offeringOf(deps.database.db, rawId);
  if (files.length === 0) throw new AppError('FILE_REQUIRED', { image: 'FILE_REQUIRED' });
  for (const file of files) {
    if (file.contentType === 'application/pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED', { [file.field]: 'FILE_TYPE_NOT_ALLOWED' });
  }
  const { row, replaced } = await withPublicFiles(deps, files, (stored) =>
    deps.database.db.transaction(async (tx) => {
      const locked = await lockOffering(tx, current.id);
      if (!locked) throw new AppError('ICO_NOT_EXIST');
      await recordPublicFiles(tx, actorId, stored);
      const set: Partial<Record<'imageId' | 'posterId', string>> = {};
      const previous: Array<string | null> = [];
      for (const file of stored) {
        const column = IMAGE_COLUMN[file.field as OfferingImageField];
        set[column] = file.id;
        previous.push(locked[column]);
      }
      const [updated] = await tx
        .update(offering)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(offering.id, current.id))
        .returning();
      if (!updated) throw new AppError('ICO_NOT_EXIST');
      const keys = await dropPublicFiles(tx, previous);
      await recordAudit(tx, {
        actorId,
        action: 'offering.images',
        targetType: 'offering',
        targetId: current.id,
        detail: Object.fromEntries(stored.map((file) => [file.field, { fileId: file.id, fileName: file.fileName }])),
        ipAddress: meta.ip,
      });
      return { row: updated, replaced: keys };
    }),
  );
  await deleteStoredObjects(deps, replaced);
  return adminOffering(deps.database.db, row);
}

async function knowledgeTestOf(db: Reader, row: Pick<OfferingRow, 'id' | 'knowledgePassMark'>): Promise<KnowledgeTest> {
  const rows = await db
    .select()
    .from(surveyQuestion)
    .where(eq(surveyQuestion.survey, knowledgeSurveyKey(row.id)))
    .orderBy(asc(surveyQuestion.order));
  return {
    passMark: row.knowledgePassMark,
    questions: rows.map((q) => ({
      order: q.order,
      questionEN: q.questionEN,
      questionTH: q.questionTH,
      answersEN: q.answersEN,
      answersTH: q.answersTH,
      correctAnswer: correctAnswerOf(q.points),
    })),
  };
}

export async function getKnowledgeTest(deps: Pick<Deps, 'database'>, rawId: string): Promise<KnowledgeTest> {
  const db = deps.database.db;
  return knowledgeTestOf(db, await offeringOf(db, rawId));
}

/** Replaces the offering's knowledge test and pass mark together; tests already passed stay passed. */
export async function replaceKnowledgeTest(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  rawId: string,
  input: KnowledgeTestInput,
  meta: RequestMeta,
): Promise<KnowledgeTest> {
  const id = parseId(rawId, 'ICO_NOT_EXIST');
  return deps.database.db.transaction(async (tx) => {
    const current = await lockOffering(tx, id);
    if (!current) throw new AppError('ICO_NOT_EXIST');
    const survey = knowledgeSurveyKey(id);
    const before = await tx.select({ value: count() }).from(surveyQuestion).where(eq(surveyQuestion.survey, survey));
    await tx.delete(surveyQuestion).where(eq(surveyQuestion.survey, survey));
    const now = new Date();
    await tx.insert(surveyQuestion).values(
      input.questions.map((q) => ({
        survey,
        order: q.order,
        questionEN: q.questionEN,
        questionTH: q.questionTH,
        answersEN: q.answersEN,
        answersTH: q.answersTH,
        points: knowledgePoints(q),
        updatedAt: now,
      })),
    );
    await tx.update(offering).set({ knowledgePassMark: input.passMark, updatedAt: now }).where(eq(offering.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'knowledge.update',
      targetType: 'offering',
      targetId: id,
      detail: {
        questionsBefore: before[0]?.value ?? 0,
        questionsAfter: input.questions.length,
        passMarkBefore: current.knowledgePassMark,
        passMark: input.passMark,
      },
      ipAddress: meta.ip,
    });
    return knowledgeTestOf(tx, { id, knowledgePassMark: input.passMark });
  });
}
