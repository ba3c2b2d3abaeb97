import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BANKS } from '@ico/domain/banks';
import { COUNTRY_OPTIONS } from '@ico/domain/countries';
import { ACCOUNT_TYPE_OPTIONS, GENDER_OPTIONS, OCCUPATION_OPTIONS, REFERRAL_OPTIONS } from '@ico/domain/options';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Tokens } from './accounts';
import { text } from './catalogue';
import { PNG, thaiId } from './verification';

/**
 * The investor's four verification screens, filled in the browser the way a reader does, in either language.
 * The per-screen specs and the whole verification journey share these steps.
 */
export type Lang = 'en' | 'th';
export type Nationality = 'THAI' | 'FOREIGN';

// ---------------------------------------------------------------------------------------------------------
// /detail_info

const detail = (lang: Lang, key: string) => text(lang, 'detail-info', key);

/** A detail-information field by its accessible name (the label without the required mark): a text box or a select. */
export const detailField = (page: Page, lang: Lang, key: string) => {
  const name = detail(lang, `fields.${key}`);
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));
};

/** A country's name as the country lists show it. */
export const countryName = (code: string, lang: Lang) => COUNTRY_OPTIONS.find((c) => c.value === code)?.label[lang] ?? code;

/** An option's label in the page's language. */
export const optionLabel = (options: ReadonlyArray<{ value: string; label: Record<Lang, string> }>, value: string, lang: Lang) =>
  options.find((o) => o.value === value)?.label[lang] ?? value;

/** Birth date, gender, income, assets and how the investor heard of the portal. */
export async function fillGeneral(page: Page, lang: Lang): Promise<void> {
  await detailField(page, lang, 'birthdate').fill('1988-07-14');
  await detailField(page, lang, 'gender').selectOption({ label: optionLabel(GENDER_OPTIONS, 'FEMALE', lang) });
  await detailField(page, lang, 'annualIncome').selectOption({ index: 2 });
  await detailField(page, lang, 'financeAssets').selectOption({ index: 3 });
  await detailField(page, lang, 'referredBy').selectOption({ label: optionLabel(REFERRAL_OPTIONS, 'NEWSPAPER', lang) });
}

/** The address on the Thai ID card (its country is fixed to Thailand). */
export async function fillThaiIdAddress(page: Page, lang: Lang, city = 'สมุทรปราการ'): Promise<void> {
  await detailField(page, lang, 'thaiIDAddress').fill('99/1 หมู่ 3 ถนนสุขุมวิท');
  await detailField(page, lang, 'thaiIDCity').fill(city);
  await detailField(page, lang, 'thaiIDPostalCode').fill('10540');
}

/** Ticks both boxes that copy the ID-card address to the house-registration and residence addresses. */
export async function copyThaiIdAddress(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('checkbox', { name: detail(lang, 'copy.house') }).check();
  await page.getByRole('checkbox', { name: detail(lang, 'copy.residence') }).check();
}

/** A foreign investor's home city abroad and residence in Thailand. */
export async function fillOverseasHomeAndResidence(page: Page, lang: Lang): Promise<void> {
  await detailField(page, lang, 'foreHCCity').fill('Osaka');
  await detailField(page, lang, 'foreHCCountry').selectOption({ label: countryName('JP', lang) });
  await detailField(page, lang, 'resAddress').fill('55 Sukhumvit Soi 11, Khlong Toei Nuea');
  await detailField(page, lang, 'resCity').fill('Bangkok');
  await detailField(page, lang, 'resPostalCode').fill('10110');
  await detailField(page, lang, 'resCountry').selectOption({ label: countryName('TH', lang) });
}

/** Work address, occupation and the three phone numbers (the mobile one with `mobileCode`). */
export async function fillWorkAndPhones(page: Page, lang: Lang, mobileCode: string): Promise<void> {
  await detailField(page, lang, 'compAddress').fill('1 Silom Road, Bang Rak');
  await detailField(page, lang, 'compCity').fill('Bangkok');
  await detailField(page, lang, 'compPostalCode').fill('10500');
  await detailField(page, lang, 'compCountry').selectOption({ label: countryName('TH', lang) });
  await detailField(page, lang, 'occupation').selectOption({ label: optionLabel(OCCUPATION_OPTIONS, 'EMPLOYEE', lang) });
  await detailField(page, lang, 'position').fill('Analyst');
  await detailField(page, lang, 'companyName').fill('Siam Works Co., Ltd.');
  await detailField(page, lang, 'resPhoneNumber').fill('21234567');
  const mobile = detail(lang, 'fields.mobPhoneNumber');
  await page
    .getByRole('combobox', { name: detail(lang, 'fields.phoneCodeOf').replace('{{phone}}', mobile), exact: true })
    .selectOption(mobileCode);
  await detailField(page, lang, 'mobPhoneNumber').fill('812345678');
  await detailField(page, lang, 'compPhoneNumber').fill('22345678');
}

/**
 * Fills the whole open /detail_info form: a Thai investor with a Thai ID card whose address is copied twice,
 * a foreign investor with a passport (typed in lower case) and a home abroad. Returns the document number
 * as the server stores it.
 */
export async function fillDetailInfo(page: Page, lang: Lang, nationality: Nationality): Promise<string> {
  if (nationality === 'THAI') {
    const id = thaiId();
    await detailField(page, lang, 'thaiIDNumber').fill(id);
    await fillGeneral(page, lang);
    await fillThaiIdAddress(page, lang);
    await copyThaiIdAddress(page, lang);
    await fillWorkAndPhones(page, lang, '+66');
    return id;
  }
  const passport = `JP${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  await detailField(page, lang, 'passportId').fill(passport.toLowerCase());
  await fillGeneral(page, lang);
  await fillOverseasHomeAndResidence(page, lang);
  await fillWorkAndPhones(page, lang, '+81');
  return passport;
}

/** Sends the form to its review dialog and returns the dialog. */
export async function openDetailInfoReview(page: Page, lang: Lang) {
  await page.getByRole('button', { name: detail(lang, 'submit'), exact: true }).click();
  const review = page.getByRole('dialog', { name: detail(lang, 'review.title') });
  await expect(review).toBeVisible();
  return review;
}

/** Confirms the review and waits for the saved notice and the profile. */
export async function confirmDetailInfo(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: detail(lang, 'review.confirm') }).click();
  await expect(page.getByText(detail(lang, 'saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The profile's row of a verification item. */
export const identityRow = (page: Page, lang: Lang, item: 'detailInfo' | 'selfieFile' | 'bankFile' | 'suitabilityTest') =>
  page
    .getByRole('list', { name: text(lang, 'profile', 'identity.title') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: text(lang, 'profile', `identity.items.${item}.title`), exact: true }) });

/** The whole /detail_info screen: the form, its review dialog and the confirmation; the item then waits for screening. */
export async function sendDetailInfo(page: Page, lang: Lang, nationality: Nationality): Promise<string> {
  await page.goto('/detail_info');
  await expect(page.getByRole('heading', { level: 1, name: detail(lang, 'title') })).toBeVisible();
  const documentNumber = await fillDetailInfo(page, lang, nationality);
  const review = await openDetailInfoReview(page, lang);
  await expect(review.getByText(documentNumber, { exact: true }).first()).toBeVisible();
  await confirmDetailInfo(page, lang);
  await expect(
    identityRow(page, lang, 'detailInfo').getByText(text(lang, 'common', 'verificationStatus.NEED_TO_SCREENING'), { exact: true }),
  ).toBeVisible();
  return documentNumber;
}

// ---------------------------------------------------------------------------------------------------------
// /selfie_file and /bank_file

/** Writes a real picture named `name` in `dir` (padded to `padTo` bytes when asked) and returns its path. */
export function pngFile(dir: string, name: string, padTo = 0): string {
  const file = path.join(dir, name);
  writeFileSync(file, padTo > PNG.length ? Buffer.concat([PNG, Buffer.alloc(padTo - PNG.length)]) : PNG);
  return file;
}

/** Writes a small one-page PDF named `name` in `dir`, padded with trailing spaces to `padTo` bytes, and returns its path. */
export function pdfFile(dir: string, name: string, padTo = 0): string {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const file = path.join(dir, name);
  writeFileSync(file, padTo > pdf.length ? Buffer.concat([pdf, Buffer.alloc(padTo - pdf.length, 0x20)]) : pdf);
  return file;
}

const files = (lang: Lang, key: string) => text(lang, 'files', key);

/** After an upload: the finish notice, the profile, and the item waiting for screening. */
export async function expectScreening(page: Page, lang: Lang, item: 'selfieFile' | 'bankFile'): Promise<void> {
  await expect(page.getByRole('status').getByText(files(lang, 'shared.finishTitle'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    identityRow(page, lang, item).getByText(text(lang, 'common', 'verificationStatus.NEED_TO_SCREENING'), { exact: true }),
  ).toBeVisible();
}

/** Attaches the selfie and both sides of the Thai ID card, or passport pages 1 and 2, on the open /selfie_file. */
export async function attachIdentityFiles(page: Page, lang: Lang, nationality: Nationality, dir: string): Promise<void> {
  await page.getByLabel(files(lang, 'selfie.fields.selfiePrivate')).setInputFiles(pngFile(dir, 'selfie.png'));
  if (nationality === 'THAI') {
    await page.getByLabel(files(lang, 'selfie.fields.IDcard1Private')).setInputFiles(pngFile(dir, 'id-front.png'));
    await page.getByLabel(files(lang, 'selfie.fields.IDcard2Private')).setInputFiles(pngFile(dir, 'id-back.png'));
  } else {
    await page.getByLabel(files(lang, 'selfie.fields.passport1Private')).setInputFiles(pngFile(dir, 'passport-1.png'));
    await page.getByLabel(files(lang, 'selfie.fields.passport2Private')).setInputFiles(pngFile(dir, 'passport-2.png'));
  }
}

/** Attaches the identity files on the open /selfie_file, sends them and waits for the profile. */
export async function sendIdentityFiles(page: Page, lang: Lang, nationality: Nationality, dir: string): Promise<void> {
  await attachIdentityFiles(page, lang, nationality, dir);
  await page.getByRole('button', { name: files(lang, 'shared.submit') }).click();
  await expectScreening(page, lang, 'selfieFile');
}

/** Fills the open /bank_file: bank (by code), branch, a savings account, its name and number, and the bank book. */
export async function fillBankFile(page: Page, lang: Lang, dir: string, bankCode = 'DBS'): Promise<void> {
  const bank = BANKS.find((b) => b.code === bankCode)?.name[lang] ?? bankCode;
  await page.getByRole('combobox', { name: files(lang, 'bank.bankName'), exact: true }).selectOption({ label: bank });
  await page.getByLabel(files(lang, 'bank.branchName')).fill('Marina Bay');
  await page.getByRole('radio', { name: optionLabel(ACCOUNT_TYPE_OPTIONS, 'saving', lang) }).check();
  await page.getByLabel(files(lang, 'bank.accountName')).fill('John Smith');
  await page.getByLabel(files(lang, 'bank.accountNumber')).fill('0123-456789');
  await page.getByLabel(files(lang, 'bank.bookImagePrivate')).setInputFiles(pngFile(dir, 'book.png'));
}

/** Fills the open /bank_file, sends it and waits for the profile. */
export async function sendBankFile(page: Page, lang: Lang, dir: string, bankCode = 'DBS'): Promise<void> {
  await fillBankFile(page, lang, dir, bankCode);
  await page.getByRole('button', { name: files(lang, 'shared.submit') }).click();
  await expectScreening(page, lang, 'bankFile');
}

// ---------------------------------------------------------------------------------------------------------
// /suitabilitytest

export type Question = { order: number; questionEN: string; questionTH: string; answersEN: string[]; answersTH: string[] };

/** The seeded questions, as the screen shows them. */
export async function questionsOf(request: APIRequestContext, tokens: Tokens): Promise<Question[]> {
  const answer = await request.get('/api/survay/suitabilitytest/', { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Question[];
}

export const questionSelect = (page: Page, lang: Lang, q: Question) =>
  page.getByRole('combobox', { name: `${q.order}. ${lang === 'th' ? q.questionTH : q.questionEN}` });

/** Chooses answer `index` (by its text in the page's language) for each question. */
export async function answerQuestions(page: Page, lang: Lang, questions: Question[], index: number): Promise<void> {
  for (const q of questions) {
    const label = (lang === 'th' ? q.answersTH : q.answersEN)[index] ?? '';
    await questionSelect(page, lang, q).selectOption({ label });
  }
}

/**
 * On the open /suitabilitytest: answers that pass (answer index 2 is worth 2 points on each of the 10 seeded
 * questions: 20 points, Standard), the result, the confirmation tick and the success message on the profile.
 */
export async function passSuitabilityTest(page: Page, lang: Lang, questions: Question[]): Promise<void> {
  const t = (key: string) => text(lang, 'suitability', key);
  await answerQuestions(page, lang, questions, 2);
  await page.getByRole('button', { name: t('form.submit') }).click();
  const result = page.getByRole('region', { name: t('result.title') });
  await expect(result).toContainText('20');
  await expect(result).toContainText(t('result.levels.STANDARD.name'));
  await expect(result).toContainText(t('result.levels.STANDARD.text'));

  const confirm = page.getByRole('button', { name: t('result.accept') });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox', { name: t('result.confirm') }).check();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: t('success.text') })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}
