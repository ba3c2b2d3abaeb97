import type { StaffOfferingListItem } from '@ico/domain/contracts/offerings';
import { knowledgeSurveyKey } from '@ico/domain/offering-admin';
import { PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, count, desc, inArray, notInArray } from 'drizzle-orm';
import { joining, offering, surveyQuestion } from '../../db/schema';
import type { Deps } from '../deps';
import { toStaffOfferings } from './staff-offering';

/**
 * Every offering, newest start first, with its progress, its number of reservations (joinings past the
 * knowledge test and agreement steps, as the joinings table lists them) and its knowledge questions.
 */
export async function listStaffOfferings(deps: Pick<Deps, 'database'>): Promise<StaffOfferingListItem[]> {
  const db = deps.database.db;
  const rows = await db.select().from(offering).orderBy(desc(offering.startAt), desc(offering.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [shaped, joiningCounts, questionCounts] = await Promise.all([
    toStaffOfferings(db, rows),
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
