import { describe, expect, it } from 'vitest';
import { SUITABILITY_PASS_POINTS } from '../src/constants';
import { scoreFromPoints, suitabilityLevel, suitabilityPassed } from '../src/suitability';
import { maxPointsOf, surveyQuestionsSchema } from '../src/survey-editor';

const question = (order: number, overrides: Record<string, unknown> = {}) => ({
  order,
  questionEN: 'How long will you invest?',
  questionTH: 'คุณจะลงทุนนานเท่าไร',
  answersEN: ['Under 1 year', '1 to 3 years', 'Over 3 years'],
  answersTH: ['น้อยกว่า 1 ปี', '1 - 3 ปี', 'มากกว่า 3 ปี'],
  points: [0, 2, 4],
  ...overrides,
});

/** The first validation message at `path`, or undefined when the questionnaire is valid. */
function issueAt(input: unknown, path: string): string | undefined {
  const result = surveyQuestionsSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('suitability pass mark', () => {
  it('is 8 points', () => expect(SUITABILITY_PASS_POINTS).toBe(8));

  it.each([
    [0, false],
    [7, false],
    [8, true],
    [9, true],
    [40, true],
  ])('%i points passes: %s', (points, passed) => {
    expect(suitabilityPassed(points)).toBe(passed);
  });

  it.each([
    [8, 'BEGINNER'],
    [15, 'BEGINNER'],
    [16, 'STANDARD'],
    [25, 'STANDARD'],
    [26, 'EXPERIENCE'],
    [40, 'EXPERIENCE'],
  ])('%i points is level %s', (points, level) => {
    expect(suitabilityLevel(points)).toBe(level);
  });

  it('answers the score as points times 10', () => expect(scoreFromPoints(26)).toBe(260));
});

describe('survey editor schema', () => {
  it('accepts a questionnaire numbered 1..n', () => {
    expect(surveyQuestionsSchema.safeParse({ questions: [question(1), question(2)] }).success).toBe(true);
  });

  it('trims texts', () => {
    const parsed = surveyQuestionsSchema.parse({ questions: [question(1, { questionEN: '  Age?  ' })] });
    expect(parsed.questions[0]?.questionEN).toBe('Age?');
  });

  it.each([
    ['no question', { questions: [] }, 'questions', 'SURVEY_QUESTIONS_REQUIRED'],
    ['an empty English question', { questions: [question(1, { questionEN: ' ' })] }, 'questions.0.questionEN', 'REQUIRED'],
    ['an empty Thai question', { questions: [question(1, { questionTH: '' })] }, 'questions.0.questionTH', 'REQUIRED'],
    ['an empty Thai answer', { questions: [question(1, { answersTH: ['ก', '', 'ค'] })] }, 'questions.0.answersTH.1', 'REQUIRED'],
    [
      'one answer',
      { questions: [question(1, { answersEN: ['Yes'], answersTH: ['ใช่'], points: [1] })] },
      'questions.0.answersEN',
      'SURVEY_ANSWERS_COUNT',
    ],
    [
      'seven answers',
      { questions: [question(1, { answersEN: Array(7).fill('a'), answersTH: Array(7).fill('ก'), points: Array(7).fill(1) })] },
      'questions.0.answersEN',
      'SURVEY_ANSWERS_COUNT',
    ],
    ['points over 10', { questions: [question(1, { points: [0, 2, 11] })] }, 'questions.0.points.2', 'SURVEY_POINTS_RANGE'],
    ['negative points', { questions: [question(1, { points: [-1, 2, 4] })] }, 'questions.0.points.0', 'SURVEY_POINTS_RANGE'],
    ['fractional points', { questions: [question(1, { points: [0, 2.5, 4] })] }, 'questions.0.points.1', 'SURVEY_POINTS_RANGE'],
    ['fewer Thai answers', { questions: [question(1, { answersTH: ['ก', 'ข'] })] }, 'questions.0.answersTH', 'SURVEY_ANSWERS_MISMATCH'],
    ['fewer points', { questions: [question(1, { points: [0, 1] })] }, 'questions.0.points', 'SURVEY_ANSWERS_MISMATCH'],
    ['a gap in the order', { questions: [question(1), question(3)] }, 'questions.1.order', 'SURVEY_ORDER'],
  ])('refuses %s', (_name, input, path, message) => {
    expect(issueAt(input, path)).toBe(message);
  });

  it('accepts the limits: 2 and 6 answers, 0 and 10 points', () => {
    const six = question(2, { answersEN: Array(6).fill('a'), answersTH: Array(6).fill('ก'), points: [0, 10, 0, 10, 0, 10] });
    const two = question(1, { answersEN: ['a', 'b'], answersTH: ['ก', 'ข'], points: [0, 10] });
    expect(surveyQuestionsSchema.safeParse({ questions: [two, six] }).success).toBe(true);
    expect(maxPointsOf([two, six])).toBe(20);
  });
});
