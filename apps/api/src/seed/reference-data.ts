import Holidays from 'date-holidays';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { holiday, surveyQuestion } from '../db/schema';
import { SUITABILITY_QUESTIONS } from './suitability-questions';

/** Thai public holidays of a year, from the maintained date-holidays data set. */
export function thaiPublicHolidays(year: number) {
  const calendar = new Holidays('TH');
  const en = calendar.getHolidays(year, 'en').filter((h) => h.type === 'public');
  const th = new Map(calendar.getHolidays(year, 'th').map((h) => [h.date, h.name]));
  return en.map((h) => ({ date: h.date.slice(0, 10), nameEN: h.name, nameTH: th.get(h.date) ?? h.name }));
}

/** Reference data every installation needs; safe to run at every start. */
export async function seedReferenceData(db: Database, now: Date = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  const rows = [...thaiPublicHolidays(year), ...thaiPublicHolidays(year + 1)];
  if (rows.length > 0) await db.insert(holiday).values(rows).onConflictDoNothing();
  await seedSuitabilityQuestions(db);
}

/** The starting questionnaire, only while none exists: staff edits are never overwritten. */
export async function seedSuitabilityQuestions(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: surveyQuestion.id })
    .from(surveyQuestion)
    .where(eq(surveyQuestion.survey, 'suitability'))
    .limit(1);
  if (existing) return;
  await db
    .insert(surveyQuestion)
    .values(SUITABILITY_QUESTIONS.map((q) => ({ survey: 'suitability', ...q })))
    .onConflictDoNothing();
}
