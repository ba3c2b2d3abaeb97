import type { KnowledgeTestInput, StaffKnowledgeTest } from '@ico/domain/contracts/knowledge-tests';
import { knowledgePoints, knowledgeSurveyKey } from '@ico/domain/offering-admin';
import { count, eq } from 'drizzle-orm';
import { offering, surveyQuestion } from '../../db/schema';
import { AppError } from '../../errors';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { lockOffering } from '../offerings/offering-row';
import { knowledgeTestOf } from '../offerings/staff-offering';

/** Replaces the offering's knowledge test and pass mark together; tests already passed stay passed. */
export async function replaceKnowledgeTest(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: KnowledgeTestInput,
  meta: RequestMeta,
): Promise<StaffKnowledgeTest> {
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
    await tellJoiningsChanged(tx, 'everyone');
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
