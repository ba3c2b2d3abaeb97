import {
  SUITABILITY_BEGINNER_MAX_POINTS,
  SUITABILITY_PASS_POINTS,
  SUITABILITY_SCORE_DIVISOR,
  SUITABILITY_STANDARD_MAX_POINTS,
} from './constants';

export const SUITABILITY_LEVELS = ['BEGINNER', 'STANDARD', 'EXPERIENCE'] as const;
export type SuitabilityLevel = (typeof SUITABILITY_LEVELS)[number];

/** 15 or less Beginner, 16 to 25 Standard, above 25 Experience. */
export function suitabilityLevel(points: number): SuitabilityLevel {
  if (points <= SUITABILITY_BEGINNER_MAX_POINTS) return 'BEGINNER';
  if (points <= SUITABILITY_STANDARD_MAX_POINTS) return 'STANDARD';
  return 'EXPERIENCE';
}

/** A result counts only from the pass mark up; below it the investor takes the test again. */
export const suitabilityPassed = (points: number): boolean => points >= SUITABILITY_PASS_POINTS;

/** The API answers `score` = points x 10; the client reads points back. */
export const scoreFromPoints = (points: number): number => points * SUITABILITY_SCORE_DIVISOR;
export const pointsFromScore = (score: number): number => score / SUITABILITY_SCORE_DIVISOR;

export type SurveyQuestion = {
  order: number;
  questionEN: string;
  questionTH: string;
  answersEN: string[];
  answersTH: string[];
  /** Points per answer, same length as the answers. */
  points: number[];
};

/** Sum of the points of the chosen answers; answers map question order to answer index. */
export function scoreAnswers(questions: readonly SurveyQuestion[], answers: ReadonlyMap<number, number>): number {
  return questions.reduce((sum, q) => {
    const index = answers.get(q.order);
    if (index === undefined) throw new RangeError(`question ${q.order} unanswered`);
    const points = q.points[index];
    if (points === undefined) throw new RangeError(`answer ${index} out of range for question ${q.order}`);
    return sum + points;
  }, 0);
}
