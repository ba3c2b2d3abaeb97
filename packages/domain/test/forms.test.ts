import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, signUpFormSchema } from '../src/auth-schemas';
import { createUserSchema } from '../src/contracts/accounts';
import { inquirySchema, memberInquirySchema } from '../src/inquiry-schemas';
import { joinFormSchema, joinRequestSchema } from '../src/join-schemas';
import { bankFileSchema, DETAIL_INFO_FIELDS, detailInfoSchema, joinPhone, splitPhone } from '../src/kyc-schemas';
import { createSignMessage, signMessageSchema } from '../src/sign-message';
import { answerSheetSchema, answersCompleteFor, toAnswerSheet } from '../src/survey-schemas';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const signUp = {
  username: 'somchai',
  password: 'Secret#123',
  password2: 'Secret#123',
  firstNameEN: 'Somchai',
  lastNameEN: 'Jaidee',
  firstNameTH: 'สมชาย',
  lastNameTH: 'ใจดี',
  nationality: 'THAI',
  individual: 'individual',
  usCitizen: 'no',
  usTaxResident: 'no',
  agreementCheck: true,
};

describe('sign-up form', () => {
  it('accepts a complete Thai individual', () => {
    expect(signUpFormSchema.safeParse(signUp).success).toBe(true);
  });
  it.each([
    [{ password2: 'Secret#124' }, 'password2', 'PASSWORD_NOT_MATCH'],
    [{ usCitizen: 'yes' }, 'usCitizen', 'US_PERSON_NOT_ALLOWED'],
    [{ usTaxResident: 'yes' }, 'usTaxResident', 'US_PERSON_NOT_ALLOWED'],
    [{ agreementCheck: false }, 'agreementCheck', 'TERMS_REQUIRED'],
    [{ firstNameTH: '' }, 'firstNameTH', 'NAME_TH_REQUIRED'],
    [{ lastNameTH: 'Jaidee' }, 'lastNameTH', 'NAME_TH_SPECIAL'],
  ])('%j -> %s %s', (change, path, key) => {
    expect(issuesOf(signUpFormSchema.safeParse({ ...signUp, ...change }))[path]).toBe(key);
  });
  it('does not ask a foreign national for Thai names', () => {
    expect(signUpFormSchema.safeParse({ ...signUp, nationality: 'FOREIGN', firstNameTH: '', lastNameTH: '' }).success).toBe(true);
  });
  it('accepts the API payload in form encoding', () => {
    const body = Object.fromEntries(
      new URLSearchParams({
        username: 'somchai',
        email: 'Somchai@Example.com',
        password: 'Secret#123',
        firstNameEN: 'Somchai',
        lastNameEN: 'Jaidee',
        firstNameTH: 'สมชาย',
        lastNameTH: 'ใจดี',
        nationality: 'THAI',
        individual: 'individual',
        verificationCode: 'abc123',
        agreementCheck: 'true',
      }),
    );
    const parsed = createUserSchema.parse(body);
    expect(parsed.email).toBe('somchai@example.com');
    expect(parsed.agreementCheck).toBe(true);
    expect(issuesOf(createUserSchema.safeParse({ ...body, agreementCheck: 'false' })).agreementCheck).toBe('TERMS_REQUIRED');
  });
  it('checks the new password confirmation', () => {
    const r = changePasswordFormSchema.safeParse({ old_password: 'x', new_password: 'Secret#123', confirm_password: 'Secret#12' });
    expect(issuesOf(r).confirm_password).toBe('PASSWORD_NOT_MATCH');
  });
});

const detail = {
  birthdate: '1988-04-12',
  gender: 'MALE',
  annualIncome: '300K_1M',
  financeAssets: '100K_1M',
  referredBy: 'HOMEPAGE',
  resAddress: '99/1 ถนนสุขุมวิท',
  resCity: 'กรุงเทพมหานคร',
  resPostalCode: '10110',
  resCountry: 'TH',
  compAddress: '1 Silom Road',
  compCity: 'Bangkok',
  compPostalCode: '10500',
  compCountry: 'TH',
  occupation: 'EMPLOYEE',
  position: 'Analyst',
  companyName: 'Example Co., Ltd.',
  resPhoneNumberID: '+66',
  resPhoneNumber: '021234567',
  mobPhoneNumberID: '+66',
  mobPhoneNumber: '0812345678',
  compPhoneNumberID: '+66',
  compPhoneNumber: '026543210',
};
const thai = {
  ...detail,
  thaiIDNumber: '1101700230708',
  thaiIDAddress: '99/1 ถนนสุขุมวิท',
  thaiIDCity: 'กรุงเทพมหานคร',
  thaiIDPostalCode: '10110',
  thaiIDCountry: 'TH',
  thaiHMAddress: '99/1 ถนนสุขุมวิท',
  thaiHMCity: 'กรุงเทพมหานคร',
  thaiHMPostalCode: '10110',
  thaiHMCountry: 'TH',
};
const foreign = { ...detail, passportId: 'X1234567', foreHCCity: 'Singapore', foreHCCountry: 'SG' };

describe('detail information', () => {
  it('accepts a Thai and a foreign national', () => {
    expect(detailInfoSchema('THAI').safeParse(thai).success).toBe(true);
    expect(detailInfoSchema('FOREIGN').safeParse(foreign).success).toBe(true);
  });
  it('asks each nationality for its own fields', () => {
    expect(issuesOf(detailInfoSchema('THAI').safeParse(foreign)).thaiIDNumber).toBe('THAI_ID_REQUIRED');
    expect(issuesOf(detailInfoSchema('FOREIGN').safeParse(thai)).passportId).toBe('PASSPORT_ID_REQUIRED');
  });
  it.each([
    [{ thaiIDCountry: 'LA' }, 'thaiIDCountry', 'COUNTRY_MUST_BE_THAILAND'],
    [{ resCountry: 'XX' }, 'resCountry', 'COUNTRY_REQUIRED'],
    [{ gender: '' }, 'gender', 'SELECT_REQUIRED'],
    [{ occupation: 'ASTRONAUT' }, 'occupation', 'SELECT_REQUIRED'],
    [{ mobPhoneNumber: '' }, 'mobPhoneNumber', 'MOB_PHONE_REQUIRED'],
    [{ compPhoneNumber: '' }, 'compPhoneNumber', 'COMP_PHONE_REQUIRED'],
    [{ birthdate: '2020-01-01' }, 'birthdate', 'AGE_UNDER_20'],
    // Passes the spec's character rules, but is no number of +66 (issue 19: phones are stored in E.164).
    [{ mobPhoneNumber: '12345678901' }, 'mobPhoneNumber', 'PHONE_INVALID'],
    [{ resPhoneNumberID: '+81', resPhoneNumber: '+66812345678' }, 'resPhoneNumber', 'PHONE_INVALID'],
  ])('%j -> %s %s', (change, path, key) => {
    expect(issuesOf(detailInfoSchema('THAI').safeParse({ ...thai, ...change }))[path]).toBe(key);
  });
  it('joins and splits phones with their country code', () => {
    expect(joinPhone('+66', '0812345678')).toBe('+66-0812345678');
    expect(splitPhone('+66', '+66-0812345678')).toBe('0812345678');
    expect(splitPhone('+65', '+66-0812345678')).toBeUndefined();
  });
  it('checks the bank file', () => {
    const bank = {
      bankName: 'KBANK',
      branchName: 'Silom',
      accountType: 'saving',
      accountName: 'Somchai Jaidee',
      accountNumber: '123-4-56789-0',
    };
    expect(bankFileSchema.safeParse(bank).success).toBe(true);
    expect(issuesOf(bankFileSchema.safeParse({ ...bank, bankName: 'NOPE' })).bankName).toBe('BANK_REQUIRED');
    expect(issuesOf(bankFileSchema.safeParse({ ...bank, accountType: 'fixed' })).accountType).toBe('ACCOUNT_TYPE_REQUIRED');
  });
});

describe('inquiries', () => {
  const inquiry = { email: 'a@example.com', subject: 'Password reset', description: 'I cannot sign in.', category: '2' };
  it.each([
    [{}, '', 'ok'],
    [{ subject: 's'.repeat(80) }, 'subject', 'ok'],
    [{ subject: 's'.repeat(81) }, 'subject', 'SUBJECT_LESS_THAN_80'],
    [{ description: 'd'.repeat(200) }, 'description', 'ok'],
    [{ description: 'd'.repeat(201) }, 'description', 'DESCRIPTION_LESS_THAN_200'],
    [{ description: '<img src=x>' }, 'description', 'DESCRIPTION_SPECIAL'],
    [{ category: '8' }, 'category', 'CATEGORY_REQUIRED'],
    [{ email: 'nope' }, 'email', 'EMAIL_INVALID'],
  ])('%j -> %s', (change, path, key) => {
    const issues = issuesOf(inquirySchema.safeParse({ ...inquiry, ...change }));
    expect(issues[path] ?? 'ok').toBe(key);
  });
  it('takes member categories 0 to 5', () => {
    expect(memberInquirySchema.safeParse({ subject: 'Reply', description: 'Thanks', category: '4' }).success).toBe(true);
    expect(memberInquirySchema.safeParse({ subject: 'Reply', description: 'Thanks', category: '6' }).success).toBe(false);
  });
});

describe('join', () => {
  const ctx = { minimumAmount: '1000', availableAmount: '500000', level: 'RETAIL_INVESTOR_LEVEL' } as const;
  // The amount rules' own table (the contract's codes) is in join-amount.test.ts.
  const request = {
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    message: 'apple-banana-cherry',
    signature: '0xabc',
    amount: '5000',
    version: '1',
  };
  it.each([
    [{}, 'amount', 'ok'],
    [{ amount: '' }, 'amount', 'AMOUNT_REQUIRED'],
    [{ amount: '1000.5' }, 'amount', 'AMOUNT_INTEGER'],
    [{ amount: '-5' }, 'amount', 'AMOUNT_INTEGER'],
    [{ amount: '1e6' }, 'amount', 'AMOUNT_INTEGER'],
    [{ message: 'two-words' }, 'message', 'SIGN_MESSAGE_INVALID'],
    [{ address: '0x123' }, 'address', 'WALLET_ADDRESS_INVALID'],
  ])('%j -> %s', (change, path, key) => {
    expect(issuesOf(joinRequestSchema.safeParse({ ...request, ...change }))[path] ?? 'ok').toBe(key);
  });
  it('needs the risk tick and checks the amount against the offering', () => {
    expect(issuesOf(joinFormSchema(ctx).safeParse({ ...request, riskAgreement: false })).riskAgreement).toBe('RISK_AGREEMENT_REQUIRED');
    expect(issuesOf(joinFormSchema(ctx).safeParse({ ...request, amount: '400000', riskAgreement: true })).amount).toBe('OVER_MAXIMUM');
    expect(issuesOf(joinFormSchema(ctx).safeParse({ ...request, amount: '999', riskAgreement: true })).amount).toBe('UNDER_MINIMUM');
    expect(joinFormSchema(ctx).safeParse({ ...request, riskAgreement: true }).success).toBe(true);
  });
  it('makes a message of three words', () => {
    let i = 0;
    const message = createSignMessage((n) => (i++ * 7) % n);
    expect(message).toBe('abandon-abstract-achieve');
    expect(signMessageSchema.safeParse(message).success).toBe(true);
  });
});

describe('answer sheets', () => {
  const questions = [
    { order: 1, answersEN: ['a', 'b'] },
    { order: 2, answersEN: ['a', 'b', 'c'] },
  ];
  it('reads a form body and checks completeness', () => {
    const body = new URLSearchParams(
      toAnswerSheet(
        new Map([
          [2, 2],
          [1, 0],
        ]),
      ),
    );
    expect(body.toString()).toBe('answerSheet=1-0&answerSheet=2-2&answerCount=2');
    const answers = answerSheetSchema.parse({ answerSheet: body.getAll('answerSheet'), answerCount: body.get('answerCount') });
    expect(answersCompleteFor(questions, answers)).toBe(true);
    expect(answersCompleteFor(questions, new Map([[1, 0]]))).toBe(false);
    expect(
      answersCompleteFor(
        questions,
        new Map([
          [1, 0],
          [2, 3],
        ]),
      ),
    ).toBe(false);
  });
  it.each([
    [{ answerSheet: '1-0', answerCount: '1' }, true],
    [{ answerSheet: ['1-0', '2-1'], answerCount: '1' }, false],
    [{ answerSheet: ['1-x'], answerCount: '1' }, false],
    [{ answerCount: '0' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(answerSheetSchema.safeParse(body).success).toBe(valid);
  });
});

describe('cross-field checks run with the field checks', () => {
  it('shows a password mismatch and missing Thai names together with a bad username', () => {
    const result = signUpFormSchema.safeParse({
      username: 'A!',
      password: 'Good-pass1',
      password2: 'Other-pass1',
      firstNameEN: 'Somchai',
      lastNameEN: 'Jaidee',
      firstNameTH: '',
      lastNameTH: '',
      nationality: 'THAI',
      individual: 'individual',
      usCitizen: 'no',
      usTaxResident: 'no',
      agreementCheck: true,
    });
    const paths = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'username:USERNAME_SPECIAL',
        'password2:PASSWORD_NOT_MATCH',
        'firstNameTH:NAME_TH_REQUIRED',
        'lastNameTH:NAME_TH_REQUIRED',
      ]),
    );
  });
});

describe('detail information fields', () => {
  it('lists every field of the Thai and the foreign form once', () => {
    const schemaKeys = new Set([...Object.keys(detailInfoSchema('THAI').shape), ...Object.keys(detailInfoSchema('FOREIGN').shape)]);
    expect(new Set(DETAIL_INFO_FIELDS)).toEqual(schemaKeys);
    expect(DETAIL_INFO_FIELDS).toHaveLength(schemaKeys.size);
  });
});
