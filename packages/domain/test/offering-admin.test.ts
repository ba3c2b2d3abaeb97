import { describe, expect, it } from 'vitest';
import { knowledgeTestSchema } from '../src/contracts/knowledge-tests';
import {
  correctAnswerOf,
  holidayInputSchema,
  joiningStatusChangeSchema,
  knowledgePoints,
  knowledgeSurveyKey,
  offeringInputSchema,
  promptPayIdSchema,
  tokenQuantitySchema,
} from '../src/offering-admin';

const offering = {
  tokenName: 'Solar Farm Token',
  ticker: 'sft',
  summaryEN: 'A solar farm in Lopburi.',
  summaryTH: 'โซลาร์ฟาร์มในลพบุรี',
  startAt: '2026-12-01T09:00:00+07:00',
  finishAt: '2027-01-31T17:00:00+07:00',
  totalAmount: '50000000',
  totalAmountToken: '50000000',
  minimumAmount: 1000,
  allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL', 'RETAIL_INVESTOR_LEVEL'],
  paymentInstructionsEN: 'Transfer to the escrow account.',
  paymentInstructionsTH: 'โอนเข้าบัญชีเพื่อการจอง',
  promptPayId: '0105-5580-12345',
  screening: false,
};

const issuesOf = (input: unknown) => {
  const result = offeringInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('offeringInputSchema', () => {
  it('accepts a complete offering and normalises it', () => {
    const parsed = offeringInputSchema.parse(offering);
    expect(parsed.ticker).toBe('SFT');
    expect(parsed.minimumAmount).toBe('1000');
    expect(parsed.allowedLevels).toEqual(['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL']);
    expect(parsed.promptPayId).toBe('0105558012345');
    expect(parsed.startAt.toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });

  it.each([
    [{ ticker: 'A' }, 'ticker', 'TICKER_FORMAT'],
    [{ ticker: 'ABCDEFGHIJK' }, 'ticker', 'TICKER_FORMAT'],
    [{ ticker: 'SF-T' }, 'ticker', 'TICKER_FORMAT'],
    [{ tokenName: '  ' }, 'tokenName', 'REQUIRED'],
    [{ summaryTH: 'x'.repeat(4001) }, 'summaryTH', 'TEXT_TOO_LONG'],
    [{ totalAmount: '0' }, 'totalAmount', 'AMOUNT_POSITIVE'],
    [{ totalAmount: '10.5' }, 'totalAmount', 'AMOUNT_INTEGER'],
    [{ totalAmountToken: '1.123456789' }, 'totalAmountToken', 'TOKEN_AMOUNT_FORMAT'],
    [{ minimumAmount: '60000000' }, 'minimumAmount', 'MINIMUM_OVER_TOTAL'],
    [{ finishAt: '2026-12-01T09:00:00+07:00' }, 'finishAt', 'FINISH_BEFORE_START'],
    [{ startAt: '1 December' }, 'startAt', 'DATE_TIME_REQUIRED'],
    [{ allowedLevels: [] }, 'allowedLevels', 'LEVELS_REQUIRED'],
    [{ allowedLevels: ['VIEWER_LEVEL'] }, 'allowedLevels.0', 'INVALID_OPTION'],
    [{ promptPayId: '12345' }, 'promptPayId', 'PROMPTPAY_ID_INVALID'],
    [{ screening: 'maybe' }, 'screening', 'INVALID_OPTION'],
  ])('%o -> %s %s', (change, field, key) => {
    expect(issuesOf({ ...offering, ...change })[field]).toBe(key);
  });

  it('keeps token quantities exact (8 decimals, no floats)', () => {
    expect(tokenQuantitySchema.parse('123456789012.12345678')).toBe('123456789012.12345678');
    expect(tokenQuantitySchema.safeParse('0.00000000').success).toBe(false);
  });

  describe('payee bank account (issue 19)', () => {
    const account = { payeeBank: 'KBANK', payeeAccountNumber: '123-4-56789-0', payeeAccountName: ' SiamICO Co., Ltd. ' };
    it('is optional: missing, null or blank is none', () => {
      for (const none of [
        {},
        { payeeBank: null, payeeAccountNumber: null, payeeAccountName: null },
        { payeeBank: '', payeeAccountNumber: ' ', payeeAccountName: '' },
      ]) {
        const parsed = offeringInputSchema.parse({ ...offering, ...none });
        expect([parsed.payeeBank, parsed.payeeAccountNumber, parsed.payeeAccountName]).toEqual([null, null, null]);
      }
    });
    it('keeps the account number as digits and the name trimmed', () => {
      const parsed = offeringInputSchema.parse({ ...offering, ...account });
      expect([parsed.payeeBank, parsed.payeeAccountNumber, parsed.payeeAccountName]).toEqual(['KBANK', '1234567890', 'SiamICO Co., Ltd.']);
    });
    it.each([
      [{ payeeAccountNumber: '123456789' }, 'payeeAccountNumber', 'PAYEE_ACCOUNT_NUMBER_FORMAT'],
      [{ payeeAccountNumber: '1234567890123456' }, 'payeeAccountNumber', 'PAYEE_ACCOUNT_NUMBER_FORMAT'],
      [{ payeeAccountNumber: '12345678901a' }, 'payeeAccountNumber', 'PAYEE_ACCOUNT_NUMBER_FORMAT'],
      [{ payeeAccountNumber: '１２３４５６７８９０' }, 'payeeAccountNumber', 'PAYEE_ACCOUNT_NUMBER_FORMAT'],
      [{ payeeBank: 'DBS' }, 'payeeBank', 'INVALID_OPTION'],
      [{ payeeBank: 'kbank' }, 'payeeBank', 'INVALID_OPTION'],
      [{ payeeBank: 4 }, 'payeeBank', 'INVALID_OPTION'],
      [{ payeeAccountName: 'x'.repeat(141) }, 'payeeAccountName', 'TEXT_TOO_LONG'],
      [{ payeeBank: '' }, 'payeeBank', 'PAYEE_ACCOUNT_INCOMPLETE'],
      [{ payeeAccountNumber: null }, 'payeeAccountNumber', 'PAYEE_ACCOUNT_INCOMPLETE'],
      [{ payeeAccountName: '  ' }, 'payeeAccountName', 'PAYEE_ACCOUNT_INCOMPLETE'],
    ])('%o -> %s %s', (change, field, key) => {
      expect(issuesOf({ ...offering, ...account, ...change })[field]).toBe(key);
    });
    it.each([
      ['1234567890', true],
      ['123456789012345', true],
    ])('account number %s (10 and 15 digits) valid: %s', (number, ok) => {
      expect(offeringInputSchema.safeParse({ ...offering, ...account, payeeAccountNumber: number }).success).toBe(ok);
    });
  });

  it.each([
    ['0812345678', true],
    ['081-234-5678', true],
    ['1234567890123', true],
    ['123456789012345', true],
    ['1812345678', false],
    ['12345678901234', false],
  ])('PromptPay ID %s valid: %s', (id, ok) => {
    expect(promptPayIdSchema.safeParse(id).success).toBe(ok);
  });
});

const question = (order: number, correctAnswer = 1) => ({
  order,
  questionEN: `Question ${order}?`,
  questionTH: `คำถาม ${order}?`,
  answersEN: ['A', 'B', 'C'],
  answersTH: ['ก', 'ข', 'ค'],
  correctAnswer,
});

describe('knowledge test', () => {
  it('accepts questions numbered 1..n with a pass mark up to n', () => {
    expect(knowledgeTestSchema.safeParse({ passMark: 2, questions: [question(1), question(2)] }).success).toBe(true);
  });
  it.each([
    [{ passMark: 3, questions: [question(1), question(2)] }, 'passMark', 'PASS_MARK_RANGE'],
    [{ passMark: 0, questions: [question(1)] }, 'passMark', 'PASS_MARK_RANGE'],
    [{ passMark: 1, questions: [question(2)] }, 'questions.0.order', 'SURVEY_ORDER'],
    [{ passMark: 1, questions: [question(1, 3)] }, 'questions.0.correctAnswer', 'CORRECT_ANSWER_REQUIRED'],
    [{ passMark: 1, questions: [{ ...question(1), answersTH: ['ก', 'ข'] }] }, 'questions.0.answersTH', 'SURVEY_ANSWERS_MISMATCH'],
    [{ passMark: 1, questions: [] }, 'questions', 'SURVEY_QUESTIONS_REQUIRED'],
  ])('%o -> %s', (input, field, key) => {
    const result = knowledgeTestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path.join('.') === field)?.message).toBe(key);
  });
  it('stores the correct answer as the one point and reads it back', () => {
    expect(knowledgePoints(question(1, 2))).toEqual([0, 0, 1]);
    expect(correctAnswerOf([0, 0, 1])).toBe(2);
    expect(knowledgeSurveyKey(7)).toBe('knowledge:7');
  });
});

describe('holidays and status changes', () => {
  it('takes an ISO date and both names', () => {
    expect(holidayInputSchema.safeParse({ date: '2027-04-13', nameEN: 'Songkran', nameTH: 'สงกรานต์' }).success).toBe(true);
    expect(holidayInputSchema.safeParse({ date: '13/04/2027', nameEN: 'Songkran', nameTH: 'สงกรานต์' }).success).toBe(false);
  });
  it('takes only known statuses', () => {
    expect(joiningStatusChangeSchema.safeParse({ to: 'PAYMNENT_CONFIRMED' }).success).toBe(true);
    expect(joiningStatusChangeSchema.safeParse({ to: 'PAYMENT_CONFIRMED' }).success).toBe(false);
  });
});
